import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../../Button/Button';
import { Checkbox } from '../../Checkbox/Checkbox';
import { FieldGroup } from '../../FieldGroup/FieldGroup';
import { FormGrid, FormGridItem } from '../../FormGrid/FormGrid';
import { NumberField } from '../../NumberField/NumberField';
import { Select, SelectItem } from '../../Select/Select';
import { TextArea } from '../../TextArea/TextArea';
import { TextField } from '../../TextField/TextField';
import { FormErrorSummary, type ServerFieldErrors } from '../FormErrorSummary';
import * as styles from './ProductForm.css';

/** What the admin API answers to this product in the stories: a 400 with field errors. */
export const productServerError = {
  detail: 'The product was not saved.',
  errors: {
    name: ['A product with this name already exists.'],
    category: ['Choose a category.'],
    salePrice: ['Sale price must be lower than the MRP.'],
    isPublished: ['A product without stock cannot be published.'],
  },
} satisfies ServerFieldErrors;

const fieldLabels = {
  name: 'Product name',
  category: 'Category',
  mrp: 'MRP (₹)',
  salePrice: 'Sale price (₹)',
  isPublished: 'Publish on the shop',
};

interface ProductFormProps {
  /** Answer to the first submit; the stories pass `productServerError`. */
  serverError?: ServerFieldErrors;
  /** Errors on the page when it opens (for the overview story). */
  initialError?: ServerFieldErrors;
  autoFocusSummary?: boolean;
}

/** A product form of the back-office, laid out with FormGrid and FieldGroup, showing a server's errors. Stories only. */
export function ProductForm({ serverError = productServerError, initialError, autoFocusSummary = true }: ProductFormProps) {
  const [error, setError] = useState<ServerFieldErrors | undefined>(initialError);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(serverError);
  };
  return (
    <Form validationErrors={error?.errors} onSubmit={submit} className={styles.form}>
      {error && <FormErrorSummary {...error} fieldLabels={fieldLabels} autoFocus={autoFocusSummary} title="The product could not be saved" />}
      <FormGrid>
        <TextField name="name" label="Product name" defaultValue="Polycarbonate Bird Spikes (1 m)" />
        <Select name="category" label="Category" placeholder="Choose a category">
          <SelectItem id="spikes">Bird spikes</SelectItem>
          <SelectItem id="nets">Bird nets</SelectItem>
          <SelectItem id="monkey">Monkey spikes</SelectItem>
        </Select>
        <FormGridItem span="full">
          <TextArea name="description" label="Description" defaultValue="UV-stabilised spikes for ledges, parapets and signboards." />
        </FormGridItem>
        <FormGridItem span="full">
          <FieldGroup legend="Prices" description="In rupees, GST included.">
            <FormGrid>
              <NumberField name="mrp" label="MRP (₹)" defaultValue={499} minValue={0} />
              <NumberField name="salePrice" label="Sale price (₹)" defaultValue={549} minValue={0} />
            </FormGrid>
          </FieldGroup>
        </FormGridItem>
        <FormGridItem span="full">
          <Checkbox name="isPublished" defaultSelected>
            Publish on the shop
          </Checkbox>
        </FormGridItem>
        <FormGridItem span="full">
          <Button type="submit">Save product</Button>
        </FormGridItem>
      </FormGrid>
    </Form>
  );
}
