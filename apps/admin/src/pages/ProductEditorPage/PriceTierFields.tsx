import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { MoneyField } from '@shop/ui/MoneyField';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { productEditorCopy, variantsCopy } from '../../copy/catalog';
import { MAX_PRICE_TIERS, NEW_PRICE_TIER, type PriceTierForm } from './priceTierForm';

const copy = variantsCopy.priceTiers;

interface PriceTierFieldsProps {
  tiers: readonly PriceTierForm[];
  onChange: (tiers: PriceTierForm[]) => void;
  /** The message to show under a field, by its API name (`price_tiers.0.min_quantity`); the form's own or the server's. */
  errorOf: (field: string) => string | undefined;
  /** Shown but not editable: quantity prices are the owner's, as the price is. */
  isReadOnly: boolean;
}

/** A variant's "Quantity prices": up to five, each from a quantity, a percentage off or a price per pack. */
export function PriceTierFields({ tiers, onChange, errorOf, isReadOnly }: PriceTierFieldsProps) {
  const change = (index: number, fields: Partial<PriceTierForm>) => onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...fields } : tier)));
  const remove = (index: number) => onChange(tiers.filter((_, at) => at !== index));
  return (
    <FieldGroup legend={copy.legend} description={isReadOnly ? copy.ownerSetsThem : copy.help} errorMessage={errorOf('price_tiers')}>
      <Stack gap="4">
        {tiers.map((tier, index) => {
          const field = (name: string) => `price_tiers.${index}.${name}`;
          return (
            <FieldGroup key={index} legend={copy.tierLabel(index + 1)}>
              <FormGrid columns={3}>
                <TextField
                  name={field('min_quantity')}
                  label={copy.minQuantity}
                  inputMode="numeric"
                  isRequired
                  isReadOnly={isReadOnly}
                  value={tier.minQuantity}
                  onChange={(minQuantity) => change(index, { minQuantity })}
                  isInvalid={Boolean(errorOf(field('min_quantity')))}
                  errorMessage={errorOf(field('min_quantity'))}
                />
                <RadioGroup
                  label={copy.kind}
                  orientation="horizontal"
                  isReadOnly={isReadOnly}
                  value={tier.kind}
                  onChange={(kind) => change(index, { kind: kind === 'price' ? 'price' : 'percent' })}
                >
                  <Radio value="percent">{copy.percent}</Radio>
                  <Radio value="price">{copy.price}</Radio>
                </RadioGroup>
                {tier.kind === 'percent' ? (
                  <TextField
                    name={field('percent_off')}
                    label={copy.percentOff}
                    description={copy.percentHelp}
                    inputMode="numeric"
                    isRequired
                    isReadOnly={isReadOnly}
                    value={tier.percentOff}
                    onChange={(percentOff) => change(index, { percentOff })}
                    isInvalid={Boolean(errorOf(field('percent_off')))}
                    errorMessage={errorOf(field('percent_off'))}
                  />
                ) : (
                  <MoneyField
                    name={field('unit_price_paise')}
                    label={copy.unitPrice}
                    isRequired
                    isReadOnly={isReadOnly}
                    notAmountMessage={productEditorCopy.notRupees}
                    value={tier.unitPricePaise}
                    onChange={(unitPricePaise) => change(index, { unitPricePaise })}
                    errorMessage={errorOf(field('unit_price_paise'))}
                  />
                )}
              </FormGrid>
              {!isReadOnly && (
                <Inline>
                  <Button variant="ghost" size="sm" onPress={() => remove(index)}>
                    {copy.remove(index + 1)}
                  </Button>
                </Inline>
              )}
            </FieldGroup>
          );
        })}
        {!isReadOnly && (
          <Inline gap="3" alignY="center">
            <Button variant="secondary" size="sm" isDisabled={tiers.length >= MAX_PRICE_TIERS} onPress={() => onChange([...tiers, NEW_PRICE_TIER])}>
              {copy.add}
            </Button>
            {tiers.length >= MAX_PRICE_TIERS && <span>{copy.atMost(MAX_PRICE_TIERS)}</span>}
          </Inline>
        )}
      </Stack>
    </FieldGroup>
  );
}
