import { Button } from 'antd-mobile';
import { HallForm, useHallForm } from './hall-form.tsx';
import { TextField } from './text-field.tsx';

interface TailValues {
  tail: string;
}

/** A one-line form that narrows a list of numbers to a tail of 1 to 4 digits (empty: all). */
export function TailSearchBar({ placeholder, buttonText, onSearch }: { placeholder: string; buttonText: string; onSearch: (tail: string) => void }) {
  const form = useHallForm<TailValues>();
  return (
    <HallForm form={form} onSubmit={({ tail }: TailValues) => onSearch(tail ?? '')} look="bar">
      <TextField
        name="tail"
        label="尾号"
        kind="digits"
        placeholder={placeholder}
        maxLength={4}
        isClearable
        extra={
          <Button size="small" onClick={form.submit}>
            {buttonText}
          </Button>
        }
      />
    </HallForm>
  );
}
