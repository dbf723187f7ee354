import type { HomeBanner, HomeCategoryCard, HomeClient } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FieldGroup } from '@shop/ui/FieldGroup';
import { FormGrid, FormGridItem } from '@shop/ui/FormGrid';
import { Inline } from '@shop/ui/Inline';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { siteCopy } from '../../copy/site';
import { MoveButtons, moved } from '../../features/forms/MoveButtons';
import type { ServerProblem } from '../../features/forms/serverProblem';
import { ImageField } from './ImageField';
import { HindiLink } from '../../features/translation/HindiLink';
import { messageFor } from './siteProblems';

const copy = siteCopy.home;
/** The contract's limits. */
const MAX_BANNERS = 6;
const MAX_CLIENTS = 24;

interface ListProps<T> {
  problem: ServerProblem | null;
  onChange: (items: T[]) => void;
}

const replaced = <T,>(items: readonly T[], index: number, change: Partial<T>): T[] => items.map((item, i) => (i === index ? { ...item, ...change } : item));

/** A text field of one item, named as the server names it (`banners.0.heading`) so its refusal shows beside it. */
function ItemText({ name, label, value, onChange, problem, description }: { name: string; label: string; value: string; onChange: (value: string) => void; problem: ServerProblem | null; description?: string }) {
  return <TextField name={name} label={label} description={description} isRequired value={value} onChange={onChange} isInvalid={Boolean(messageFor(problem, name))} errorMessage={messageFor(problem, name)} />;
}

/** ↑, ↓ and ✕ for one item of a list staff order. */
function ItemActions({ index, count, labels, onMove, onRemove }: { index: number; count: number; labels: { moveUp: (n: number) => string; moveDown: (n: number) => string; remove: (n: number) => string }; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  return (
    <Inline gap="2">
      <MoveButtons index={index} count={count} upLabel={labels.moveUp(index + 1)} downLabel={labels.moveDown(index + 1)} onMove={onMove} />
      <Button size="sm" variant="secondary" aria-label={labels.remove(index + 1)} isDisabled={count === 1} onPress={onRemove}>
        ✕
      </Button>
    </Inline>
  );
}

export function HomeBannersFields({ banners, problem, onChange }: ListProps<HomeBanner> & { banners: HomeBanner[] }) {
  const words = copy.banners;
  const blank: HomeBanner = { image: '', image_alt: '', eyebrow: '', heading: '', text: '', link: '/products' };
  return (
    <FieldGroup legend={words.legend} description={words.help} errorMessage={messageFor(problem, 'banners')}>
      <Stack gap="6">
        {banners.map((banner, index) => {
          const name = `banners.${index}`;
          const set = (field: keyof HomeBanner) => (value: string) => onChange(replaced(banners, index, { [field]: value }));
          return (
            <FieldGroup key={index} legend={words.item(index + 1)}>
              <Stack gap="4">
                <ImageField name={`${name}.image`} label={words.fields.image} value={banner.image} onChange={set('image')} errorMessage={messageFor(problem, `${name}.image`)} />
                <FormGrid>
                  <ItemText name={`${name}.image_alt`} label={words.fields.image_alt} value={banner.image_alt} onChange={set('image_alt')} problem={problem} />
                  <ItemText name={`${name}.eyebrow`} label={words.fields.eyebrow} value={banner.eyebrow} onChange={set('eyebrow')} problem={problem} />
                  <ItemText name={`${name}.heading`} label={words.fields.heading} value={banner.heading} onChange={set('heading')} problem={problem} />
                  <ItemText name={`${name}.link`} label={words.fields.link} description={words.linkHelp} value={banner.link} onChange={set('link')} problem={problem} />
                  <FormGridItem span="full">
                    <ItemText name={`${name}.text`} label={words.fields.text} value={banner.text} onChange={set('text')} problem={problem} />
                  </FormGridItem>
                </FormGrid>
                <Inline gap="2" wrap>
                  <ItemActions
                    index={index}
                    count={banners.length}
                    labels={words}
                    onMove={(by) => onChange(moved(banners, index, by))}
                    onRemove={() => onChange(banners.filter((_, i) => i !== index))}
                  />
                  {/* A banner added here has its id, and its Hindi, once saved. */}
                  <HindiLink href={banner.id && `/site/banners/${banner.id}/hindi`} of={banner.heading} />
                </Inline>
              </Stack>
            </FieldGroup>
          );
        })}
        <Inline>
          <Button variant="secondary" isDisabled={banners.length >= MAX_BANNERS} onPress={() => onChange([...banners, blank])}>
            {words.add}
          </Button>
        </Inline>
      </Stack>
    </FieldGroup>
  );
}

export function HomeCardsFields({ cards, categoryNames, problem, onChange }: ListProps<HomeCategoryCard> & { cards: HomeCategoryCard[]; categoryNames: string[] }) {
  const words = copy.categories;
  return (
    <FieldGroup legend={words.legend} description={words.help} errorMessage={messageFor(problem, 'categories')}>
      <Stack gap="6">
        {cards.map((card, index) => {
          const name = `categories.${index}`;
          const set = (field: keyof HomeCategoryCard) => (value: string) => onChange(replaced(cards, index, { [field]: value }));
          // A card saved with a category since renamed or removed still shows what it names, to be changed.
          const options = categoryNames.includes(card.category) ? categoryNames : [card.category, ...categoryNames];
          return (
            <FieldGroup key={index} legend={words.item(index + 1)}>
              <Stack gap="4">
                <ImageField name={`${name}.image`} label={words.fields.image} value={card.image} onChange={set('image')} errorMessage={messageFor(problem, `${name}.image`)} />
                <FormGrid>
                  <ItemText name={`${name}.title`} label={words.fields.title} value={card.title} onChange={set('title')} problem={problem} />
                  <Select
                    name={`${name}.category`}
                    label={words.fields.category}
                    isRequired
                    value={card.category}
                    onChange={(key) => set('category')(String(key))}
                    isInvalid={Boolean(messageFor(problem, `${name}.category`))}
                    errorMessage={messageFor(problem, `${name}.category`)}
                  >
                    {options.map((option) => (
                      <SelectItem key={option} id={option}>
                        {option}
                      </SelectItem>
                    ))}
                  </Select>
                  <FormGridItem span="full">
                    <ItemText name={`${name}.text`} label={words.fields.text} value={card.text} onChange={set('text')} problem={problem} />
                  </FormGridItem>
                </FormGrid>
                <Inline>
                  <HindiLink href={card.id && `/site/cards/${card.id}/hindi`} of={card.title} />
                </Inline>
              </Stack>
            </FieldGroup>
          );
        })}
      </Stack>
    </FieldGroup>
  );
}

export function HomeClientsFields({ clients, problem, onChange }: ListProps<HomeClient> & { clients: HomeClient[] }) {
  const words = copy.clients;
  return (
    <FieldGroup legend={words.legend} description={words.help} errorMessage={messageFor(problem, 'clients')}>
      <Stack gap="6">
        {clients.map((client, index) => {
          const name = `clients.${index}`;
          const set = (field: keyof HomeClient) => (value: string) => onChange(replaced(clients, index, { [field]: value }));
          return (
            <FieldGroup key={index} legend={words.item(index + 1)}>
              <Stack gap="4">
                <FormGrid>
                  <ItemText name={`${name}.name`} label={words.fields.name} value={client.name} onChange={set('name')} problem={problem} />
                  <ImageField name={`${name}.image`} label={words.fields.image} value={client.image} onChange={set('image')} errorMessage={messageFor(problem, `${name}.image`)} />
                </FormGrid>
                <ItemActions
                  index={index}
                  count={clients.length}
                  labels={words}
                  onMove={(by) => onChange(moved(clients, index, by))}
                  onRemove={() => onChange(clients.filter((_, i) => i !== index))}
                />
              </Stack>
            </FieldGroup>
          );
        })}
        <Inline>
          <Button variant="secondary" isDisabled={clients.length >= MAX_CLIENTS} onPress={() => onChange([...clients, { image: '', name: '' }])}>
            {words.add}
          </Button>
        </Inline>
      </Stack>
    </FieldGroup>
  );
}
