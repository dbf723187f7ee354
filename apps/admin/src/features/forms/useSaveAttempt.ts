import { useState } from 'react';
import { serverProblem, type ProblemWords, type ServerProblem } from './serverProblem';

/**
 * A form's or a list's saves and why the last one was refused. `attempt(save)` clears the old reason, runs the
 * save, and keeps the new reason if the server refuses it; it answers whether the save went through. The reason
 * comes from `serverProblem` with the given words, or from the given function for a form that names some
 * refusals itself (a coupon code already taken).
 */
export function useSaveAttempt(explain: ProblemWords | ((error: unknown) => ServerProblem)) {
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const attempt = async (save: () => Promise<unknown>): Promise<boolean> => {
    setProblem(null);
    try {
      await save();
      return true;
    } catch (error) {
      setProblem(typeof explain === 'function' ? explain(error) : serverProblem(error, explain));
      return false;
    }
  };
  return { problem, setProblem, attempt };
}
