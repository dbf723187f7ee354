import { COUNTRIES } from '@shop/rules/countries';
import { NET_QUANTITY_UNIT_NAMES } from '@shop/rules/declarations';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { TextArea } from '@shop/ui/TextArea';
import { TextField } from '@shop/ui/TextField';
import { MAKER_KINDS } from '@shop/contracts/vocabulary';
import { productEditorCopy as copy } from '../../copy/catalog';
import type { FiguresForm, ProductForm } from './productForm';

const words = copy.declarations;

interface PackFieldsProps {
  form: FiguresForm;
  onChange: (change: Partial<FiguresForm>) => void;
  errorOf: (field: string) => string | undefined;
}

/** A pack's net quantity with its unit and its month of manufacture: the product form's (its default's) and a variant's. */
export function PackFields({ form, onChange, errorOf }: PackFieldsProps) {
  const setPack = (change: Partial<FiguresForm['pack']>) => onChange({ pack: { ...form.pack, ...change } });
  return (
    <FormGrid columns={3}>
      <TextField
        name="net_quantity"
        label={copy.fields.net_quantity}
        inputMode="decimal"
        value={form.pack.netQuantity}
        onChange={(netQuantity) => setPack({ netQuantity })}
        isInvalid={Boolean(errorOf('net_quantity'))}
        errorMessage={errorOf('net_quantity')}
      />
      <Select
        label={copy.fields.net_quantity_unit}
        placeholder={words.noUnit}
        value={form.pack.unit === '' ? null : form.pack.unit}
        onChange={(key) => setPack({ unit: key === null ? '' : String(key) })}
        isInvalid={Boolean(errorOf('net_quantity_unit'))}
        errorMessage={errorOf('net_quantity_unit')}
      >
        {NET_QUANTITY_UNIT_NAMES.map(({ unit, name }) => (
          <SelectItem key={unit} id={unit}>
            {name}
          </SelectItem>
        ))}
      </Select>
      <TextField
        name="made_month"
        label={copy.fields.made_month}
        description={words.madeMonthHelp}
        value={form.pack.madeMonth}
        onChange={(madeMonth) => setPack({ madeMonth })}
        isInvalid={Boolean(errorOf('made_month'))}
        errorMessage={errorOf('made_month')}
      />
    </FormGrid>
  );
}

interface DeclarationFieldsProps {
  form: ProductForm;
  onChange: (change: Partial<ProductForm>) => void;
  errorOf: (field: string) => string | undefined;
}

/** The product's own declarations: generic name, country of origin, and its maker or the shop's default. */
export function DeclarationFields({ form, onChange, errorOf }: DeclarationFieldsProps) {
  const setMaker = (change: Partial<ProductForm['maker']>) => onChange({ maker: { ...form.maker, ...change } });
  const imported = form.countryOfOrigin !== '' && form.countryOfOrigin !== 'IN';
  return (
    <Stack gap="4">
      <FormGrid>
        <TextField
          name="generic_name"
          label={copy.fields.generic_name}
          value={form.genericName}
          onChange={(genericName) => onChange({ genericName })}
          isInvalid={Boolean(errorOf('generic_name'))}
          errorMessage={errorOf('generic_name')}
        />
        <Select
          label={copy.fields.country_of_origin}
          placeholder={words.noCountry}
          description={imported ? words.importedHelp : undefined}
          value={form.countryOfOrigin === '' ? null : form.countryOfOrigin}
          onChange={(key) => onChange({ countryOfOrigin: key === null ? '' : String(key) })}
          isInvalid={Boolean(errorOf('country_of_origin'))}
          errorMessage={errorOf('country_of_origin')}
        >
          {COUNTRIES.map((country) => (
            <SelectItem key={country.code} id={country.code}>
              {country.name}
            </SelectItem>
          ))}
        </Select>
      </FormGrid>
      <RadioGroup
        label={words.makerChoice}
        value={form.maker.own ? 'own' : 'default'}
        onChange={(value) => setMaker({ own: value === 'own' })}
        isInvalid={Boolean(errorOf('maker'))}
        errorMessage={errorOf('maker')}
      >
        <Radio value="default">{words.makerDefault}</Radio>
        <Radio value="own">{words.makerOwn}</Radio>
      </RadioGroup>
      {form.maker.own && (
        <FormGrid>
          <Select label={copy.fields['maker.kind']} value={form.maker.kind} onChange={(key) => setMaker({ kind: String(key) })} errorMessage={errorOf('maker.kind')}>
            {MAKER_KINDS.map((kind) => (
              <SelectItem key={kind} id={kind}>
                {words.makerKinds[kind] ?? kind}
              </SelectItem>
            ))}
          </Select>
          <TextField
            name="maker.name"
            label={copy.fields['maker.name']}
            isRequired
            value={form.maker.name}
            onChange={(name) => setMaker({ name })}
            isInvalid={Boolean(errorOf('maker.name'))}
            errorMessage={errorOf('maker.name')}
          />
          <FormGridItem span="full">
            <TextArea
              name="maker.address"
              label={copy.fields['maker.address']}
              rows={2}
              value={form.maker.address}
              onChange={(address) => setMaker({ address })}
              errorMessage={errorOf('maker.address')}
            />
          </FormGridItem>
        </FormGrid>
      )}
    </Stack>
  );
}
