import { redirect } from 'react-router';

/** An old address linked from the course cards: moved permanently to the programme page. */
export function loader() {
  return redirect('/courses/elite-championship', 301);
}
