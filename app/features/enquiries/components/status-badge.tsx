import { Badge } from '~/components/ui/badge';
import type { EnquiryStatus } from '../forms';
import { enquiryStatusLabels } from '../forms';

const tones = {
  new: 'gold',
  contacted: 'blue',
  accepted: 'green',
  declined: 'red',
  archived: 'muted',
} as const satisfies Record<EnquiryStatus, string>;

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={tones[status]}>{enquiryStatusLabels[status]}</Badge>;
}
