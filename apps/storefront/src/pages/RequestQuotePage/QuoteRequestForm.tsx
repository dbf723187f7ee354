import { useUploadQuotePhotoMutation } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Checkbox } from '@shop/ui/Checkbox';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { Heading } from '@shop/ui/Heading';
import { NumberField } from '@shop/ui/NumberField';
import { PhotoPicker } from '@shop/ui/PhotoPicker';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { quoteCopy } from '../../copy/quotes';
import { focusFormField } from '../../features/forms/fieldErrors';
import type { useQuoteRequestForm } from './useQuoteRequestForm';

const copy = quoteCopy.form;
type SiteKind = keyof typeof copy.siteKinds;
/** Every kind of site, in the copy's order (the quote page's words for each make the copy name them all). */
const SITE_KINDS = Object.keys(copy.siteKinds) as SiteKind[];
/** The contract's bounds. */
const MAX_LINES = 50;
const MAX_QUANTITY = 100_000;

/**
 * The request's fields: who asks, the site, what is needed (lines from the cart or a product page, or the buyer's
 * own words), and anything else. Errors, ours for a blank field and the server's for a refused one, show under
 * their fields; the first to correct takes the focus.
 */
export function QuoteRequestForm({ form }: { form: ReturnType<typeof useQuoteRequestForm> }) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, isSubmitting, setValue, setLine, addLine, removeLine, setPhotos, submit } = form;
  const [uploadPhoto] = useUploadQuotePhotoMutation();
  const photoErrors = Object.entries(fieldErrors).flatMap(([name, messages]) => (name.startsWith('photos') ? (messages ?? []) : []));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const toCorrect = await submit();
    if (toCorrect) focusFormField(formRef.current, toCorrect);
  };

  return (
    <Box as="section" aria-labelledby={titleId} display="grid" gap="4" padding={{ mobile: '5', md: '8' }} borderRadius="lg" border="default" background="surface" boxShadow="sm">
      <Heading level={2} id={titleId} size={{ mobile: 'lg', md: 'xl' }}>
        {copy.title}
      </Heading>
      <Form ref={formRef} aria-labelledby={titleId} validationBehavior="aria" validationErrors={fieldErrors} onSubmit={(event) => void onSubmit(event)}>
        <Box display="grid" gap="6">
          <FieldGroup legend={copy.you}>
            <FormGrid>
              <TextField name="name" label={copy.name} autoComplete="name" value={values.name} onChange={(value) => setValue('name', value, 'name')} maxLength={100} isRequired isReadOnly={isSubmitting} />
              <TextField
                name="organisation"
                label={copy.organisation}
                description={copy.organisationHint}
                autoComplete="organization"
                value={values.organisation}
                onChange={(value) => setValue('organisation', value, 'organisation')}
                maxLength={100}
                isReadOnly={isSubmitting}
              />
              <TextField name="phone" label={copy.phone} type="tel" autoComplete="tel" value={values.phone} onChange={(value) => setValue('phone', value, 'phone')} maxLength={20} isRequired isReadOnly={isSubmitting} />
              <TextField name="email" label={copy.email} type="email" autoComplete="email" value={values.email} onChange={(value) => setValue('email', value, 'email')} maxLength={254} isRequired isReadOnly={isSubmitting} />
              <TextField name="gstin" label={copy.gstin} description={copy.gstinHint} value={values.gstin} onChange={(value) => setValue('gstin', value, 'gstin')} maxLength={30} isReadOnly={isSubmitting} />
            </FormGrid>
          </FieldGroup>

          <FieldGroup legend={copy.site}>
            <FormGrid>
              <TextField
                name="site_pincode"
                label={copy.sitePincode}
                inputMode="numeric"
                autoComplete="postal-code"
                value={values.sitePincode}
                onChange={(value) => setValue('sitePincode', value, 'site_pincode')}
                maxLength={10}
                isRequired
                isReadOnly={isSubmitting}
              />
              <Select name="site_kind" label={copy.siteKind} value={values.siteKind} onChange={(key) => key !== null && setValue('siteKind', key as SiteKind, 'site_kind')} isDisabled={isSubmitting}>
                {SITE_KINDS.map((kind) => (
                  <SelectItem key={kind} id={kind}>
                    {copy.siteKinds[kind]}
                  </SelectItem>
                ))}
              </Select>
              <FormGridItem span="full">
                <TextArea
                  name="site_address"
                  label={copy.siteAddress}
                  autoComplete="street-address"
                  rows={3}
                  value={values.siteAddress}
                  onChange={(value) => setValue('siteAddress', value, 'site_address')}
                  maxLength={1000}
                  isRequired
                  isReadOnly={isSubmitting}
                />
              </FormGridItem>
              <FormGridItem span="full">
                <Checkbox name="wants_installation" description={copy.wantsInstallationHint} isSelected={values.wantsInstallation} onChange={(selected) => setValue('wantsInstallation', selected, 'wants_installation')} isDisabled={isSubmitting}>
                  {copy.wantsInstallation}
                </Checkbox>
              </FormGridItem>
            </FormGrid>
          </FieldGroup>

          <FieldGroup legend={copy.lines} description={copy.linesHint} errorMessage={fieldErrors.lines?.join(' ')}>
            <Box as="ol" display="grid" gap="4">
              {values.lines.map((each, index) => (
                <Box as="li" key={each.key} display="grid" gap="3" padding="4" borderRadius="md" border="default">
                  <FormGrid>
                    {each.variant !== null ? (
                      <TextField name={`lines.${index}.variant`} label={`${copy.product}, line ${index + 1}`} value={each.label} isReadOnly />
                    ) : (
                      <TextField
                        name={`lines.${index}.description`}
                        label={copy.description(index + 1)}
                        value={each.description}
                        onChange={(value) => setLine(index, { description: value })}
                        maxLength={200}
                        isRequired
                        isReadOnly={isSubmitting}
                      />
                    )}
                    <NumberField
                      name={`lines.${index}.quantity`}
                      label={copy.quantity(index + 1)}
                      value={each.quantity}
                      onChange={(value) => setLine(index, { quantity: Number.isFinite(value) ? value : 1 })}
                      minValue={1}
                      maxValue={MAX_QUANTITY}
                      step={1}
                      isRequired
                      isReadOnly={isSubmitting}
                    />
                  </FormGrid>
                  <div>
                    <Button variant="ghost" size="sm" onPress={() => removeLine(index)} isDisabled={isSubmitting || values.lines.length === 1}>
                      {copy.remove(index + 1)}
                    </Button>
                  </div>
                </Box>
              ))}
            </Box>
            <div>
              <Button variant="secondary" onPress={addLine} isDisabled={isSubmitting || values.lines.length >= MAX_LINES}>
                {copy.addLine}
              </Button>
            </div>
          </FieldGroup>

          <TextArea name="note" label={copy.note} description={copy.noteHint} rows={4} value={values.note} onChange={(value) => setValue('note', value, 'note')} maxLength={5000} isReadOnly={isSubmitting} />

          <PhotoPicker
            legend={copy.photos}
            description={copy.photosHint}
            photos={values.photos}
            onChange={setPhotos}
            onAddPhoto={async (file) => {
              const uploaded = await uploadPhoto({ body: file }).unwrap();
              return { key: uploaded.claim, url: uploaded.url };
            }}
            errorMessage={photoErrors.length > 0 ? photoErrors.join(' ') : undefined}
            labels={{ addPhoto: copy.addPhoto, uploading: copy.photoUploading, removePhoto: copy.removePhoto, photoAlt: copy.photoAlt, photoFailed: copy.photoFailed }}
          />

          {formError && (
            <Box as="p" role="alert" padding="3" borderRadius="md" border="error" background="error" color="error" fontSize="sm" fontWeight="medium">
              {formError}
            </Box>
          )}
          <div>
            <Button type="submit" size="lg" isPending={isSubmitting} pendingLabel={copy.sending}>
              {copy.send}
            </Button>
          </div>
        </Box>
      </Form>
    </Box>
  );
}
