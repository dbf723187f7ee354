import { downloadOrdersCsv, saveFile } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { TextField } from '@shop/ui/TextField';
import { useState, type FormEvent } from 'react';
import { dashboardCopy } from '../../copy/dashboard';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = dashboardCopy.csv;

/** Today in India, YYYY-MM-DD: the invoices' own calendar. */
function indianToday(): string {
  return new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/** Two days (this month so far, to begin with) and a button that saves the CSV of the invoices issued between them. */
export function InvoiceCsvForm() {
  const today = indianToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [isDownloading, setDownloading] = useState(false);
  const isBackwards = from !== '' && to !== '' && to < from;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBackwards || !from || !to) return;
    setDownloading(true);
    try {
      saveFile(await downloadOrdersCsv(from, to));
      notify.success(copy.done);
    } catch (error) {
      notify.error(serverProblem(error, dashboardCopy).detail);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Surface as="section" aria-labelledby="invoice-csv">
      <SectionHeader title={copy.title} titleId="invoice-csv" description={copy.description} />
      <form aria-labelledby="invoice-csv" onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Grid columns={{ mobile: 1, md: 2 }} gap="3">
            <TextField label={copy.from} type="date" isRequired value={from} onChange={setFrom} />
            <TextField label={copy.to} type="date" isRequired value={to} onChange={setTo} isInvalid={isBackwards} errorMessage={copy.rangeBackwards} />
          </Grid>
          <Button type="submit" variant="primary" isPending={isDownloading} pendingLabel={copy.downloading} isDisabled={isBackwards}>
            {copy.download}
          </Button>
        </Stack>
      </form>
    </Surface>
  );
}
