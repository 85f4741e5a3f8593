import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's defaults are the spec's: close buttons labelled 'Close toast', the region labelled
 * 'Notifications', focused with Alt+T.
 */
export default function SonnerToaster() {
  return (
    <Sonner
      position="top-right"
      closeButton
      richColors
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
    />
  );
}
