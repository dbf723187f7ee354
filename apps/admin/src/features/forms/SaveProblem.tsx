import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Inline } from '@shop/ui/Inline';
import { Stack } from '@shop/ui/Stack';
import type { ServerProblem } from './serverProblem';

export interface SaveProblemWords {
  /** The summary's title when the fields were refused. */
  errorsTitle: string;
  /** Its title when someone else saved first (a 409 naming `version`, or `ids` for a list reordered meanwhile). */
  conflictTitle: string;
  /** The button that loads what the other person saved. */
  reload: string;
}

/** Why a save was refused; after a conflict, a way to load what the other person saved. */
export function SaveProblem({
  problem,
  fieldLabels,
  words,
  onReload,
}: {
  problem: ServerProblem;
  fieldLabels: Record<string, string>;
  words: SaveProblemWords;
  onReload: () => void;
}) {
  const isConflict = 'version' in problem.errors || 'ids' in problem.errors;
  return (
    <Stack gap="2">
      <FormErrorSummary title={isConflict ? words.conflictTitle : words.errorsTitle} detail={problem.detail} errors={problem.errors} fieldLabels={fieldLabels} />
      {isConflict && (
        <Inline>
          <Button variant="secondary" onPress={onReload}>
            {words.reload}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
