import { useState } from 'react';
import { useToast } from '../../../components/ui/Toaster.tsx';
import type { WebsiteUrlFieldProps } from './WebsiteUrlField.tsx';
import { checkWebsiteUrl } from './website-url.ts';

/**
 * The studios' Website URL: the props for WebsiteUrlField and `takeUrl`, which gives the checked
 * address or, when there is none, shows why under the field (an empty one also as a toast) and gives null.
 */
export function useWebsiteUrl(disabled: boolean): { field: WebsiteUrlFieldProps; takeUrl: () => string | null } {
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  const takeUrl = () => {
    const checked = checkWebsiteUrl(url);
    if (!checked.ok) {
      setError(checked.message);
      if (checked.reason === 'empty') toast({ title: 'URL Required', description: checked.message, variant: 'destructive' });
      return null;
    }
    setError(undefined);
    return checked.url;
  };

  return { field: { value: url, error, disabled, onChange: setUrl, onClearError: () => setError(undefined) }, takeUrl };
}
