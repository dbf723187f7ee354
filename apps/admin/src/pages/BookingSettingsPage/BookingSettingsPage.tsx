import { useGetBookingSettingsQuery, useUpdateBookingSettingsMutation, type BookingSettings, type BookingSettingsUpdate } from '@shop/api-client/admin';
import { DEFAULT_FREE_CANCEL_HOURS, DEFAULT_SURVEY_CREDIT_DAYS, formatPaise } from '@shop/rules';
import { DEFAULT_METRES_PER_HOUR, DEFAULT_SQUARE_METRES_PER_HOUR } from '@shop/rules/installationLength';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { useState } from 'react';
import { bookingSettingsCopy as copy } from '../../copy/bookingSettings';
import type { ServerProblem } from '../../features/forms/serverProblem';
import { useCheckedForm } from '../../features/forms/useCheckedForm';
import { SettingsPage } from '../../features/page/SettingsPage';
import { SettingsSummary } from '../../features/page/SettingsSummary';
import { notify } from '../../features/toasts';

type Form = {
  surveyMinutes: number;
  feePaise: number | null;
  holdMinutes: number;
  freeCancelHours: number;
  surveyCreditDays: number;
  metresPerHour: number;
  squareMetresPerHour: number;
};
/** An older API answers no cancellation hours, credit days or fitting paces: the rules' defaults are shown. */
const formOf = (settings: BookingSettings): Form => ({
  surveyMinutes: settings.survey_minutes,
  feePaise: settings.survey_fee_paise,
  holdMinutes: settings.hold_minutes,
  freeCancelHours: settings.free_cancel_hours ?? DEFAULT_FREE_CANCEL_HOURS,
  surveyCreditDays: settings.survey_credit_days ?? DEFAULT_SURVEY_CREDIT_DAYS,
  metresPerHour: settings.installation_metres_per_hour ?? DEFAULT_METRES_PER_HOUR,
  squareMetresPerHour: settings.installation_square_metres_per_hour ?? DEFAULT_SQUARE_METRES_PER_HOUR,
});

/** A pace is in halves from 0.5 to 1000, as the contract holds it. */
const isPace = (value: number) => Number.isInteger(value * 2) && value >= 0.5 && value <= 1000;

/**
 * /admin/settings/bookings: the owner's survey length, fee, hold, the hours before a visit a customer may cancel
 * with the fee refunded, the days after it the fee comes off the customer's next order, and the crews' paces that
 * set a fitting's length by the running metre and by the square metre, saved whole with the version read; staff read them. The server holds each to its bounds and says which it refused.
 */
export function BookingSettingsPage() {
  const settings = useGetBookingSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage title={copy.title} intro={copy.intro} back={{ href: '/bookings', label: copy.bookings }} query={settings} words={copy}>
      {({ saved, isOwner, formKey, onReload }) =>
        isOwner ? (
          <BookingSettingsForm key={formKey} saved={saved} onReload={onReload} />
        ) : (
          <SettingsSummary
            note={copy.ownerOnly}
            facts={[
              { label: copy.fields.survey_minutes, value: copy.summary.minutes(saved.survey_minutes) },
              { label: copy.fields.survey_fee_paise, value: saved.survey_fee_paise === 0 ? copy.summary.free : formatPaise(saved.survey_fee_paise) },
              { label: copy.fields.hold_minutes, value: copy.summary.minutes(saved.hold_minutes) },
              { label: copy.fields.free_cancel_hours, value: copy.summary.hours(saved.free_cancel_hours ?? DEFAULT_FREE_CANCEL_HOURS) },
              { label: copy.fields.survey_credit_days, value: copy.summary.days(saved.survey_credit_days ?? DEFAULT_SURVEY_CREDIT_DAYS) },
              { label: copy.fields.installation_metres_per_hour, value: String(saved.installation_metres_per_hour ?? DEFAULT_METRES_PER_HOUR) },
              { label: copy.fields.installation_square_metres_per_hour, value: String(saved.installation_square_metres_per_hour ?? DEFAULT_SQUARE_METRES_PER_HOUR) },
            ]}
          />
        )
      }
    </SettingsPage>
  );
}

function BookingSettingsForm({ saved, onReload }: { saved: BookingSettings; onReload: () => void }) {
  const [update] = useUpdateBookingSettingsMutation();
  const [version, setVersion] = useState(saved.version);
  const { form, setForm, set, fieldProps, editorProps } = useCheckedForm({
    initial: () => formOf(saved),
    check: (typed): { request: BookingSettingsUpdate } | { problem: ServerProblem } => {
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(typed.surveyMinutes)) errors.survey_minutes = [copy.notNumber];
      if (typed.feePaise === null) errors.survey_fee_paise = [copy.notAmount];
      if (!Number.isInteger(typed.holdMinutes)) errors.hold_minutes = [copy.notNumber];
      if (!Number.isInteger(typed.freeCancelHours)) errors.free_cancel_hours = [copy.notNumber];
      if (!Number.isInteger(typed.surveyCreditDays)) errors.survey_credit_days = [copy.notNumber];
      if (!isPace(typed.metresPerHour)) errors.installation_metres_per_hour = [copy.notPace];
      if (!isPace(typed.squareMetresPerHour)) errors.installation_square_metres_per_hour = [copy.notPace];
      if (Object.keys(errors).length > 0) return { problem: { detail: copy.check, errors } };
      return {
        request: {
          version,
          survey_minutes: typed.surveyMinutes,
          survey_fee_paise: typed.feePaise!,
          hold_minutes: typed.holdMinutes,
          free_cancel_hours: typed.freeCancelHours,
          survey_credit_days: typed.surveyCreditDays,
          installation_metres_per_hour: typed.metresPerHour,
          installation_square_metres_per_hour: typed.squareMetresPerHour,
        },
      };
    },
    save: (request) => update({ bookingSettingsUpdate: request }).unwrap(),
    onSaved: (stored) => {
      setForm(formOf(stored));
      setVersion(stored.version);
      notify.success(copy.saved);
    },
    explain: copy,
    copy,
    onReload,
  });
  return (
    <EditorForm {...editorProps} saveLabel={copy.save} saveSize="lg">
      <EditorSection legend={copy.surveyLegend}>
        <FormGrid>
          <NumberField {...fieldProps('survey_minutes')} isRequired minValue={30} maxValue={480} step={30} value={form.surveyMinutes} onChange={set('surveyMinutes')} />
          <MoneyField {...fieldProps('survey_fee_paise')} isRequired notAmountMessage={copy.notAmount} value={form.feePaise} onChange={set('feePaise')} />
        </FormGrid>
      </EditorSection>
      <EditorSection legend={copy.holdLegend}>
        <NumberField {...fieldProps('hold_minutes')} isRequired minValue={5} maxValue={60} step={1} value={form.holdMinutes} onChange={set('holdMinutes')} />
      </EditorSection>
      <EditorSection legend={copy.refundLegend}>
        <NumberField {...fieldProps('free_cancel_hours')} isRequired minValue={0} maxValue={720} step={1} value={form.freeCancelHours} onChange={set('freeCancelHours')} />
      </EditorSection>
      <EditorSection legend={copy.creditLegend}>
        <NumberField {...fieldProps('survey_credit_days')} isRequired minValue={0} maxValue={365} step={1} value={form.surveyCreditDays} onChange={set('surveyCreditDays')} />
      </EditorSection>
      <EditorSection legend={copy.fittingLegend}>
        <FormGrid>
          <NumberField {...fieldProps('installation_metres_per_hour')} isRequired minValue={0.5} maxValue={1000} step={0.5} value={form.metresPerHour} onChange={set('metresPerHour')} />
          <NumberField
            {...fieldProps('installation_square_metres_per_hour')}
            isRequired
            minValue={0.5}
            maxValue={1000}
            step={0.5}
            value={form.squareMetresPerHour}
            onChange={set('squareMetresPerHour')}
          />
        </FormGrid>
      </EditorSection>
    </EditorForm>
  );
}
