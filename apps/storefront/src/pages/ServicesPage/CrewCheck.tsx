import { useListServicesQuery } from '@shop/api-client';
import { normalisePincode } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { servicesCopy } from '../../copy/services';
import { focusFormField, serverFieldErrors } from '../../features/forms/fieldErrors';
import { REQUEST_QUOTE_PATH, type RequestQuoteState } from '../../features/quotes/quoteLines';

const copy = servicesCopy.check;

/** The survey page opens with this PIN code's free times (BookSurveyPage reads `?pincode=`). */
const bookSurveyPath = (pincode: string) => `/book-survey?pincode=${pincode}`;

/**
 * "Do our crews come to you?": a PIN code, checked at its field (six digits) and then by the API, which says whether an
 * active crew serves it. The answer is said in a live region; under it, the ways on: a survey and a quote with fitting
 * where a crew goes, the quote alone where none does (the owner may arrange fitting there otherwise).
 */
export function CrewCheck() {
  const [pincode, setPincode] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const check = useListServicesQuery({ pincode: asked ?? '' }, { skip: asked === null });
  const answer = check.currentData;
  const serverError = check.isError ? serverFieldErrors(check.error, ['pincode'] as const).pincode : undefined;
  const problem = fieldError ?? serverError?.join(' ');
  const failed = check.isError && !serverError;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = normalisePincode(pincode);
    if (!digits) {
      setFieldError(pincode.trim() === '' ? copy.blank : copy.invalid);
      focusFormField(form.current, 'pincode');
      return;
    }
    setFieldError(undefined);
    if (digits === asked) void check.refetch();
    else setAsked(digits);
  };

  const quoteState: RequestQuoteState = { quoteLines: [], site: { pincode: answer?.pincode ?? '', wantsInstallation: true } };

  return (
    <Box as="section" aria-labelledby={headingId} display="grid" alignContent="start" gap="4" padding={{ mobile: '5', md: '8' }} borderRadius="lg" border="default" background="brandSubtle">
      <Heading level={2} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
        {copy.title}
      </Heading>
      <Form ref={form} aria-labelledby={headingId} validationBehavior="aria" validationErrors={problem ? { pincode: problem } : {}} onSubmit={onSubmit}>
        <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
          <TextField
            name="pincode"
            label={copy.label}
            description={copy.hint}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={pincode}
            onChange={(value) => {
              setPincode(value);
              setFieldError(undefined);
            }}
            isRequired
          />
          <Button type="submit" variant="secondary" isPending={check.isFetching} pendingLabel={copy.checking}>
            {copy.button}
          </Button>
        </Box>
      </Form>
      {/* Both live regions stay in the page, so that what is put into them is announced. */}
      <div role="status">
        {answer?.pincode && !check.isFetching && (
          <Box display="grid" gap="1">
            <Text weight="semibold">{answer.served ? copy.served(answer.pincode) : copy.notServed(answer.pincode)}</Text>
            <Text tone="muted" leading="body">
              {answer.served ? copy.servedNext : copy.notServedNext}
            </Text>
          </Box>
        )}
      </div>
      <div role="alert">{failed && <Text tone="critical">{copy.failed}</Text>}</div>
      {answer?.pincode && !check.isFetching && (
        <Box display="flex" flexWrap="wrap" gap="3">
          {answer.served && <LinkButton href={bookSurveyPath(answer.pincode)}>{copy.bookSurvey}</LinkButton>}
          <LinkButton href={REQUEST_QUOTE_PATH} routerOptions={{ state: quoteState }} variant={answer.served ? 'secondary' : 'primary'}>
            {copy.requestQuote}
          </LinkButton>
        </Box>
      )}
    </Box>
  );
}
