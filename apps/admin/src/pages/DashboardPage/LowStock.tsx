import { useSetLowStockThresholdMutation, type AdminDashboard } from '@shop/api-client/admin';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { NumberField } from '@shop/ui/NumberField';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { dashboardCopy } from '../../copy/dashboard';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = dashboardCopy.lowStock;

/**
 * Variants at or below the threshold, fewest units first, each named by its product and label, with its SKU, and
 * linking to its product's editor; under them the threshold, saved with the version the page read (a colleague's
 * change meanwhile is refused, not undone).
 */
export function LowStock({ lowStock }: { lowStock: AdminDashboard['low_stock'] }) {
  const [threshold, setThreshold] = useState(lowStock.threshold);
  const [save, saving] = useSetLowStockThresholdMutation();
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ lowStockThresholdUpdate: { threshold, version: lowStock.version } });
    if (result.error) {
      const detail = serverProblem(result.error, dashboardCopy).detail;
      setProblem(detail);
      notify.error(detail);
      return;
    }
    setProblem(undefined);
    notify.success(copy.saved(result.data.threshold));
  };

  return (
    <Surface as="section" aria-labelledby="low-stock">
      <SectionHeader title={copy.title} titleId="low-stock" />
      {lowStock.products.length === 0 ? (
        <Text tone="muted">{copy.none(lowStock.threshold)}</Text>
      ) : (
        <Box as="ul" display="grid" gap="2" margin="0" padding="0">
          {lowStock.products.map((entry) => (
            <Inline as="li" key={entry.variant} gap="3" align="space-between">
              <Stack gap="0.5">
                <Link to={`/products/${entry.id}`}>{copy.entry(entry.title, entry.variant_label)}</Link>
                <Text as="span" size="sm" tone="muted">
                  {copy.sku(entry.sku)}
                </Text>
              </Stack>
              <Text as="span" weight="semibold" tone={entry.stock === 0 ? 'critical' : 'default'}>
                {copy.units(entry.stock)}
              </Text>
            </Inline>
          ))}
        </Box>
      )}
      <form aria-label={copy.threshold} onSubmit={(event) => void submit(event)}>
        <Stack gap="3">
          <NumberField
            label={copy.threshold}
            minValue={0}
            maxValue={100000}
            step={1}
            value={threshold}
            onChange={(value) => setThreshold(Number.isFinite(value) ? value : 0)}
            isInvalid={problem !== undefined}
            errorMessage={problem}
          />
          <Inline gap="2">
            <Button type="submit" variant="secondary" isPending={saving.isLoading} pendingLabel={copy.saving}>
              {copy.save}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Surface>
  );
}
