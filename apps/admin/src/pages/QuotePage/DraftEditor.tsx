import { useListAdminServicesQuery, useSaveQuoteDraftMutation, type AdminQuote } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { EditorForm, EditorSection } from '@shop/ui/EditorForm';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { NumberField } from '@shop/ui/NumberField';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { quotesCopy } from '../../copy/quotes';
import { SaveProblem } from '../../features/forms/SaveProblem';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { draftFormFrom, draftInput, draftTotalPaise, GST_RATES, linesWithoutPrice, newLine, serviceLine, withVariantErrorsOnDescriptions, type DraftForm, type DraftLine, type GstRate } from '../../features/quotes/draftForm';
import { notify } from '../../features/toasts';

const copy = quotesCopy.editor;
const MAX_LINES = 60;

/**
 * The quotation being priced: each line's words, unit, quantity, price per unit before GST, GST rate and HSN/SAC
 * (a product's line with the catalogue's price and price breaks as a hint), lines priced from the catalogue's
 * services (a survey, fitting: their unit, SAC code and rate are the service's) and free lines,
 * the terms and the last valid day. Saving keeps it as the draft; the page gives the editor a new `key` when the
 * quote changes, so it starts again from what the server holds. `onDirty` tells the page when there is something
 * unsaved, which holds back sending.
 */
export function DraftEditor({ quote, onDirty, onReload }: { quote: AdminQuote; onDirty: (isDirty: boolean) => void; onReload: () => void }) {
  const [save, { isLoading }] = useSaveQuoteDraftMutation();
  const [form, setForm] = useState<DraftForm>(() => draftFormFrom(quote, new Date()));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const hints = new Map(quote.catalogue.map((hint) => [hint.variant, hint]));
  const services = useListAdminServicesQuery();
  // The server prices a service only where a crew serves the site, which the quote's own answer says.
  const atSite = quote.services_offered !== false;
  const active = (services.data ?? []).filter((service) => service.active);
  const offered = atSite ? active : [];
  const serviceNames = new Map((services.data ?? []).map((service) => [service.id, service.name]));

  const change = (next: DraftForm) => {
    setForm(next);
    onDirty(true);
  };
  const setLine = (index: number, patch: Partial<DraftLine>) => change({ ...form, lines: form.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) });
  const addLine = (line: Omit<DraftLine, 'key'>) => change({ ...form, lines: [...form.lines, newLine(line)] });

  const submit = async () => {
    const unpriced = linesWithoutPrice(form);
    if (unpriced.length > 0) {
      setProblem({ detail: copy.notAmount, errors: Object.fromEntries(unpriced.map((index) => [`lines.${index}.unit_price_paise`, [copy.notAmount]])) });
      return;
    }
    setProblem(null);
    const result = await save({ quoteId: quote.id, quoteDraftInput: draftInput(form, quote.version) });
    if ('error' in result) {
      const refused = serverProblem(result.error, quotesCopy.detail);
      setProblem({ ...refused, errors: withVariantErrorsOnDescriptions(refused.errors) });
      return;
    }
    onDirty(false);
    notify.success(copy.saved);
  };

  const fieldLabels: Record<string, string> = {
    lines: copy.linesLegend,
    delivery_terms: copy.fields.delivery_terms,
    installation_terms: copy.fields.installation_terms,
    valid_until: copy.fields.valid_until,
    ...Object.fromEntries(form.lines.flatMap((_, index) => Object.entries(copy.fields).map(([field, label]) => [`lines.${index}.${field}`, `${copy.line(index + 1)}: ${label}`]))),
  };

  return (
    <EditorForm
      label={copy.formLabel}
      onSubmit={() => void submit()}
      validationErrors={problem?.errors}
      problem={problem && <SaveProblem problem={problem} fieldLabels={fieldLabels} words={copy.problem} onReload={onReload} />}
      saveLabel={copy.save}
      savingLabel={copy.saving}
      isSaving={isLoading}
      saveSize="lg"
    >
      <EditorSection legend={copy.linesLegend} description={copy.linesDescription}>
        <Stack gap="4">
          {form.lines.map((line, index) => {
            const hint = line.variant === null ? undefined : hints.get(line.variant);
            const name = (field: string) => `lines.${index}.${field}`;
            // A service's unit, rate and SAC code are the catalogue's: the server takes them from the service.
            const isService = line.service !== null;
            return (
              <Surface key={line.key} as="section" aria-label={copy.line(index + 1)}>
                <Stack gap="3">
                  {/* Two columns: the editor has half of a desktop's page, where a third left the quantity's digits no room. */}
                  <FormGrid columns={2}>
                    <FormGridItem span="full">
                      <TextField name={name('description')} label={copy.fields.description} isRequired maxLength={200} value={line.description} onChange={(description) => setLine(index, { description })} />
                    </FormGridItem>
                    <NumberField name={name('quantity')} label={copy.fields.quantity} isRequired minValue={1} maxValue={100000} step={1} value={line.quantity} onChange={(quantity) => setLine(index, { quantity: Number.isFinite(quantity) ? quantity : 1 })} />
                    <TextField name={name('unit')} label={copy.fields.unit} maxLength={40} isDisabled={isService} value={line.unit} onChange={(unit) => setLine(index, { unit })} />
                    <MoneyField name={name('unit_price_paise')} label={copy.fields.unit_price_paise} isRequired notAmountMessage={copy.notAmount} value={line.unitPricePaise} onChange={(unitPricePaise) => setLine(index, { unitPricePaise })} />
                    <Select name={name('gst_rate')} label={copy.fields.gst_rate} isDisabled={isService} value={String(line.gstRate)} onChange={(key) => setLine(index, { gstRate: Number(key) as GstRate })}>
                      {GST_RATES.map((rate) => (
                        <SelectItem key={rate} id={String(rate)}>
                          {copy.gstRate(rate)}
                        </SelectItem>
                      ))}
                    </Select>
                    <TextField name={name('hsn_sac')} label={copy.fields.hsn_sac} isRequired isDisabled={isService} inputMode="numeric" maxLength={8} value={line.hsnSac} onChange={(hsnSac) => setLine(index, { hsnSac })} />
                  </FormGrid>
                  {isService && (
                    <Text size="sm" tone="muted">
                      {copy.fromService(serviceNames.get(line.service!) ?? copy.retiredService)}
                    </Text>
                  )}
                  {hint && (
                    <Text size="sm" tone="muted">
                      {copy.hint(
                        formatPaise(hint.price_paise),
                        hint.price_tiers
                          .map((tier) => copy.tier(tier.min_quantity, tier.percent_off !== null ? `${tier.percent_off}% off` : formatPaise(tier.unit_price_paise ?? 0)))
                          .join(', '),
                      )}
                    </Text>
                  )}
                  <div>
                    <Button variant="ghost" size="sm" isDisabled={form.lines.length === 1} onPress={() => change({ ...form, lines: form.lines.filter((_, at) => at !== index) })}>
                      {copy.remove(index + 1)}
                    </Button>
                  </div>
                </Stack>
              </Surface>
            );
          })}
          <Text weight="semibold">{copy.total(formatPaise(draftTotalPaise(form)))}</Text>
          <FormGrid columns={3}>
            <Button variant="secondary" isDisabled={form.lines.length >= MAX_LINES} onPress={() => addLine({ variant: null, service: null, description: '', unit: '', quantity: 1, unitPricePaise: null, gstRate: 18, hsnSac: '' })}>
              {copy.addLine}
            </Button>
            {offered.map((service) => (
              <Button key={service.id} variant="secondary" isDisabled={form.lines.length >= MAX_LINES} onPress={() => addLine(serviceLine(service))}>
                {copy.addService(service.name)}
              </Button>
            ))}
          </FormGrid>
          {!atSite && active.length > 0 && (
            <Text size="sm" tone="muted">
              {copy.noCrewAtSite(quote.site_pincode)}
            </Text>
          )}
        </Stack>
      </EditorSection>
      <EditorSection legend={copy.termsLegend}>
        <FormGrid>
          <TextArea name="delivery_terms" label={copy.fields.delivery_terms} rows={3} maxLength={2000} value={form.deliveryTerms} onChange={(deliveryTerms) => change({ ...form, deliveryTerms })} />
          <TextArea name="installation_terms" label={copy.fields.installation_terms} rows={3} maxLength={2000} value={form.installationTerms} onChange={(installationTerms) => change({ ...form, installationTerms })} />
          <TextField name="valid_until" type="date" label={copy.fields.valid_until} isRequired value={form.validUntil} onChange={(validUntil) => change({ ...form, validUntil })} />
        </FormGrid>
      </EditorSection>
    </EditorForm>
  );
}
