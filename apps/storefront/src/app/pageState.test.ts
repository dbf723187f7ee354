import { describe, expect, it } from 'vitest';
import { serialisePageState, type PageState } from './pageState';

const stateWith = (text: string): PageState => ({
  api: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } },
  router: { loaderData: { '0-0': text } },
  search: '',
});

describe('serialisePageState', () => {
  it('cannot close the script element it is written into, nor open a comment', () => {
    const json = serialisePageState(stateWith('</script><script>alert(1)</script><!-- & >'));
    expect(json).not.toMatch(/[<>&]/);
  });

  it('escapes the line separators U+2028 and U+2029', () => {
    expect(serialisePageState(stateWith('a\u2028b\u2029c'))).not.toMatch(/[\u2028\u2029]/);
  });

  it('reads back as the same state', () => {
    const state = stateWith('</script> & \u2028 ₹1,299');
    expect(JSON.parse(serialisePageState(state))).toEqual(state);
  });
});
