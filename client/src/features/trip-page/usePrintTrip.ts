import { useCallback } from 'react';
import { useToast } from '../../components/toast';

/** Print: the browser's print dialog with the page's print stylesheet (see TripPrintStyles). */
export function usePrintTrip() {
  const { toast } = useToast();
  return useCallback(() => {
    try {
      window.print();
    } catch {
      toast({ title: 'Print error', description: 'Unable to open print window. Please check your browser settings.', variant: 'destructive' });
    }
  }, [toast]);
}
