import { FormGrid } from '@shop/ui/FormGrid';
import { MoneyField } from '@shop/ui/MoneyField';
import { TextField } from '@shop/ui/TextField';
import { productEditorCopy as copy } from '../../copy/catalog';
import { PARCEL_FIELDS, type FiguresForm } from './productForm';

interface FigureFieldsProps {
  form: FiguresForm;
  onChange: (change: Partial<FiguresForm>) => void;
  /** The message to show under a field, by its API name; the form's own or the server's. */
  errorOf: (field: string) => string | undefined;
}

interface PriceAndStockProps extends FigureFieldsProps {
  /** Shown but not editable: prices are the owner's (the API refuses other staff a change of price too). */
  pricesReadOnly?: boolean;
}

/** Selling price, M.R.P. and units in stock: the product form's (its default variant's) and a variant's alike. */
export function PriceAndStockFields({ form, onChange, errorOf, pricesReadOnly = false }: PriceAndStockProps) {
  const moneyHelp = pricesReadOnly ? copy.ownerSetsPrices : copy.rupeesHelp;
  return (
    <FormGrid columns={3}>
      <MoneyField
        name="price_paise"
        label={copy.fields.price_paise}
        description={moneyHelp}
        isReadOnly={pricesReadOnly}
        notAmountMessage={copy.notRupees}
        isRequired
        value={form.pricePaise}
        onChange={(pricePaise) => onChange({ pricePaise })}
        errorMessage={errorOf('price_paise')}
      />
      <MoneyField
        name="mrp_paise"
        label={copy.fields.mrp_paise}
        description={moneyHelp}
        isReadOnly={pricesReadOnly}
        notAmountMessage={copy.notRupees}
        isRequired
        value={form.mrpPaise}
        onChange={(mrpPaise) => onChange({ mrpPaise })}
        errorMessage={errorOf('mrp_paise')}
      />
      <TextField
        name="stock"
        label={copy.fields.stock}
        inputMode="numeric"
        isRequired
        value={form.stock}
        onChange={(stock) => onChange({ stock })}
        isInvalid={Boolean(errorOf('stock'))}
        errorMessage={errorOf('stock')}
      />
    </FormGrid>
  );
}

/** The HSN code the tax invoice prints. */
export function HsnCodeField({ form, onChange, errorOf }: FigureFieldsProps) {
  return (
    <TextField
      name="hsn_code"
      label={copy.fields.hsn_code}
      description={copy.fields.hsnHelp}
      inputMode="numeric"
      isRequired
      value={form.hsnCode}
      onChange={(hsnCode) => onChange({ hsnCode })}
      isInvalid={Boolean(errorOf('hsn_code'))}
      errorMessage={errorOf('hsn_code')}
    />
  );
}

/** The number under the pack's barcode, which shopping feeds and search engines match the pack by. */
export function GtinField({ form, onChange, errorOf }: FigureFieldsProps) {
  return (
    <TextField
      name="gtin"
      label={copy.fields.gtin}
      description={copy.fields.gtinHelp}
      inputMode="numeric"
      autoComplete="off"
      value={form.gtin}
      onChange={(gtin) => onChange({ gtin })}
      isInvalid={Boolean(errorOf('gtin'))}
      errorMessage={errorOf('gtin')}
    />
  );
}

/** The packed parcel's weight and sides, for the courier's rates. */
export function ParcelFields({ form, onChange, errorOf }: FigureFieldsProps) {
  return (
    <FormGrid columns={2}>
      {PARCEL_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={copy.fields[field]}
          inputMode="numeric"
          isRequired
          value={form.parcel[field]}
          onChange={(text) => onChange({ parcel: { ...form.parcel, [field]: text } })}
          isInvalid={Boolean(errorOf(field))}
          errorMessage={errorOf(field)}
        />
      ))}
    </FormGrid>
  );
}
