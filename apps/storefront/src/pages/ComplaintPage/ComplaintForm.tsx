import { useListOrdersQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { Heading } from '@shop/ui/Heading';
import { Select, SelectItem } from '@shop/ui/Select';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { useId, useRef, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { complaintCopy } from '../../copy/complaints';
import { formatOrderDate } from '../../features/orders/orderDate';
import { newestFirst } from '../../features/orders/orderStatus';
import { focusFormField } from '../../features/forms/fieldErrors';
import { COMPLAINT_MAX_LENGTH, type useComplaintForm } from './useComplaintForm';

const copy = complaintCopy.form;
const NO_ORDER = 'none';

export interface ComplaintFormProps {
  isSignedIn: boolean;
  form: ReturnType<typeof useComplaintForm>;
}

/**
 * The complaint's fields: signed in, the order it is about (from the customer's orders, or none); signed out,
 * the order number and its e-mail address; then what went wrong. Errors, ours for a blank field and the
 * server's for a refused one, show under their fields; the first to correct takes the focus.
 */
export function ComplaintForm({ isSignedIn, form }: ComplaintFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, isSubmitting, setValue, submit } = form;
  const orders = useListOrdersQuery({}, { skip: !isSignedIn });

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
        <Box display="grid" gap="5">
          {isSignedIn ? (
            <Select
              name="order_id"
              label={copy.order}
              value={values.orderId === '' ? NO_ORDER : values.orderId}
              onChange={(key) => setValue('orderId', key === NO_ORDER || key === null ? '' : String(key))}
              isDisabled={isSubmitting}
            >
              {[
                <SelectItem key={NO_ORDER} id={NO_ORDER}>
                  {copy.noOrder}
                </SelectItem>,
                ...newestFirst(orders.data ?? []).map((order) => (
                  <SelectItem key={order.id} id={String(order.id)}>
                    {`#${order.id} · ${formatOrderDate(order.order_date)}`}
                  </SelectItem>
                )),
              ]}
            </Select>
          ) : (
            <Grid columns={{ mobile: 1, sm: 2 }} gap="5" alignItems="flex-start">
              <TextField
                name="order_number"
                label={copy.orderNumber}
                description={copy.orderNumberHint}
                inputMode="numeric"
                value={values.orderNumber}
                onChange={(value) => setValue('orderNumber', value)}
                maxLength={10}
                isRequired
                isReadOnly={isSubmitting}
              />
              <TextField
                name="email"
                label={copy.email}
                description={copy.emailHint}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(value) => setValue('email', value)}
                maxLength={254}
                isRequired
                isReadOnly={isSubmitting}
              />
            </Grid>
          )}
          <TextArea
            name="text"
            label={copy.text}
            description={copy.textHint}
            rows={6}
            value={values.text}
            onChange={(value) => setValue('text', value)}
            maxLength={COMPLAINT_MAX_LENGTH}
            isRequired
            isReadOnly={isSubmitting}
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
