import { FormField } from '../../../components/ui/FormField.tsx';

export type WebsiteUrlFieldProps = {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  onClearError: () => void;
};

/** The studios' Website URL input; typing clears the error it showed (useWebsiteUrl gives its props). */
export function WebsiteUrlField({ value, error, disabled, onChange, onClearError }: WebsiteUrlFieldProps) {
  return (
    <FormField
      label="Website URL"
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://yourwebsite.com"
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => {
        onChange(event.target.value);
        if (error) onClearError();
      }}
    />
  );
}
