import { useCreateCrewMutation, useUpdateCrewMutation, type Crew } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { Switch } from '@shop/ui/Switch';
import { TextField } from '@shop/ui/TextField';
import { crewsCopy } from '../../copy/crews';
import { crewFormFrom, crewInput, newCrewForm, type CrewForm } from '../../features/crews/crewForm';
import { useCheckedForm } from '../../features/forms/useCheckedForm';

const copy = crewsCopy.editor;

/** The contract's most periods and days off. */
const MOST_PERIODS = 28;
const MOST_DAYS_OFF = 200;

/**
 * The rows' fields by the server's names (`hours.2.start`), so its messages about one row (two periods that
 * overlap, a day off twice) show under that row's field and are named in the summary.
 */
const rowFields: Record<string, string> = Object.fromEntries([
  ...Array.from({ length: MOST_PERIODS }, (_, index) => [
    [`hours.${index}.weekday`, `${copy.weekday} (${index + 1})`],
    [`hours.${index}.start`, `${copy.start} (${index + 1})`],
    [`hours.${index}.end`, `${copy.end} (${index + 1})`],
  ]).flat(),
  ...Array.from({ length: MOST_DAYS_OFF }, (_, index) => [`days_off.${index}.date`, `${copy.date} (${index + 1})`]),
]);
const formCopy = { ...copy, fields: { ...copy.fields, ...rowFields } };

/**
 * The owner's form of one crew, new (`saved` undefined) or read from the list, saved whole with the version read:
 * a colleague's save meanwhile is refused (409) and SaveProblem offers theirs. The form's and the server's messages
 * (an overlap of two periods, a day off twice) show in the summary and under their fields.
 */
export function CrewEditor({ saved, onReload, onSaved }: { saved: Crew | undefined; onReload: () => void; onSaved: (name: string) => void }) {
  const [create] = useCreateCrewMutation();
  const [update] = useUpdateCrewMutation();
  const { form, change, set, messages, fieldProps, editorProps } = useCheckedForm({
    initial: (): CrewForm => (saved ? crewFormFrom(saved) : newCrewForm()),
    check: (typed) => crewInput(typed, copy),
    save: (request) => (saved ? update({ id: saved.id, crewUpdate: { ...request, version: saved.version } }) : create({ crewInput: request })).unwrap(),
    onSaved: (stored) => onSaved(stored.name),
    explain: copy,
    copy: formCopy,
    onReload,
  });
  const message = (key: string) => messages[key]?.join(' ');
  const setPeriod = (index: number, changed: Partial<CrewForm['hours'][number]>) => change({ hours: form.hours.map((period, at) => (at === index ? { ...period, ...changed } : period)) });
  const setDayOff = (index: number, changed: Partial<CrewForm['daysOff'][number]>) => change({ daysOff: form.daysOff.map((day, at) => (at === index ? { ...day, ...changed } : day)) });

  return (
    <EditorForm {...editorProps} saveLabel={saved ? copy.save : copy.create} saveSize="lg">
      <EditorSection legend={copy.crewLegend}>
        <Stack gap="5">
          <TextField {...fieldProps('name')} isRequired maxLength={100} value={form.name} onChange={set('name')} />
          <TextField {...fieldProps('pincodes')} value={form.pincodes} onChange={set('pincodes')} />
          <Switch name="active" isSelected={form.active} onChange={set('active')}>
            {copy.fields.active}
          </Switch>
        </Stack>
      </EditorSection>
      <EditorSection legend={copy.hoursLegend} description={copy.hoursDescription}>
        <Stack gap="4">
          {form.hours.map((period, index) => (
            <FormGrid key={index}>
              <Select
                label={rowFields[`hours.${index}.weekday`]!}
                selectedKey={String(period.weekday)}
                onSelectionChange={(key) => setPeriod(index, { weekday: Number(key) })}
                errorMessage={message(`hours.${index}.weekday`)}
              >
                {crewsCopy.weekdays.map((weekday, at) => (
                  <SelectItem key={weekday} id={String(at + 1)}>
                    {weekday}
                  </SelectItem>
                ))}
              </Select>
              <TextField
                name={`hours.${index}.start`}
                label={rowFields[`hours.${index}.start`]!}
                description={copy.timeHint}
                inputMode="numeric"
                maxLength={5}
                value={period.start}
                onChange={(start) => setPeriod(index, { start })}
                errorMessage={message(`hours.${index}.start`)}
              />
              <TextField
                name={`hours.${index}.end`}
                label={rowFields[`hours.${index}.end`]!}
                description={copy.timeHint}
                inputMode="numeric"
                maxLength={5}
                value={period.end}
                onChange={(end) => setPeriod(index, { end })}
                errorMessage={message(`hours.${index}.end`)}
              />
              <Button variant="ghost" aria-label={copy.removePeriod(index)} onPress={() => change({ hours: form.hours.filter((_, at) => at !== index) })}>
                {copy.remove}
              </Button>
            </FormGrid>
          ))}
          <div>
            <Button variant="secondary" isDisabled={form.hours.length >= MOST_PERIODS} onPress={() => change({ hours: [...form.hours, { weekday: 1, start: '09:00', end: '18:00' }] })}>
              {copy.addPeriod}
            </Button>
          </div>
        </Stack>
      </EditorSection>
      <EditorSection legend={copy.daysOffLegend}>
        <Stack gap="4">
          {form.daysOff.map((day, index) => (
            <FormGrid key={index}>
              <TextField
                name={`days_off.${index}.date`}
                label={rowFields[`days_off.${index}.date`]!}
                description="YYYY-MM-DD"
                maxLength={10}
                value={day.date}
                onChange={(date) => setDayOff(index, { date })}
                errorMessage={message(`days_off.${index}.date`)}
              />
              <TextField name={`days_off.${index}.reason`} label={`${copy.reason} (${index + 1})`} maxLength={200} value={day.reason} onChange={(reason) => setDayOff(index, { reason })} />
              <Button variant="ghost" aria-label={copy.removeDayOff(index)} onPress={() => change({ daysOff: form.daysOff.filter((_, at) => at !== index) })}>
                {copy.remove}
              </Button>
            </FormGrid>
          ))}
          <div>
            <Button variant="secondary" isDisabled={form.daysOff.length >= MOST_DAYS_OFF} onPress={() => change({ daysOff: [...form.daysOff, { date: '', reason: '' }] })}>
              {copy.addDayOff}
            </Button>
          </div>
        </Stack>
      </EditorSection>
    </EditorForm>
  );
}
