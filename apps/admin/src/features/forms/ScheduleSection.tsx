import { EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { TextField } from '@shop/ui/TextField';

/** When a sale or a coupon runs, as its form holds it: India's wall-clock times, as typed. */
interface Schedule {
  startsAt: string;
  endsAt: string;
}

interface ScheduleSectionProps {
  /** The editor's words: the section's legend and description, and the two fields' labels. */
  copy: { whenLegend: string; whenDescription: string; fields: { starts_at: string; ends_at: string } };
  value: Schedule;
  onChange: (change: Partial<Schedule>) => void;
}

/** The start and the end of a sale or a coupon, in their own section of its editor. */
export function ScheduleSection({ copy, value, onChange }: ScheduleSectionProps) {
  return (
    <EditorSection legend={copy.whenLegend} description={copy.whenDescription}>
      <FormGrid>
        <TextField name="starts_at" type="datetime-local" label={copy.fields.starts_at} isRequired value={value.startsAt} onChange={(startsAt) => onChange({ startsAt })} />
        <TextField name="ends_at" type="datetime-local" label={copy.fields.ends_at} isRequired value={value.endsAt} onChange={(endsAt) => onChange({ endsAt })} />
      </FormGrid>
    </EditorSection>
  );
}
