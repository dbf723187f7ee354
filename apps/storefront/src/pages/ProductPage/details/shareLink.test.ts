import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './shareLink';

const target = { title: 'Bird Spikes', url: 'https://shop.example/products/spikes' };

const clipboard = (writeText: (text: string) => Promise<void>) => ({ writeText }) as unknown as Clipboard;

describe('shareLink', () => {
  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(target, { share, clipboard: clipboard(writeText) })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Bird Spikes', url: 'https://shop.example/products/spikes' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when sharing is not supported', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(target, { clipboard: clipboard(writeText) })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://shop.example/products/spikes');
  });

  it('does nothing more when the shopper closes the share sheet', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(target, { share, clipboard: clipboard(writeText) })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when the browser refuses to share', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(target, { share, clipboard: clipboard(writeText) })).toBe('copied');
  });

  it('fails when neither sharing nor the clipboard works', async () => {
    expect(await shareLink(target, {})).toBe('failed');
    const refused = vi.fn(async () => Promise.reject(new Error('denied')));
    expect(await shareLink(target, { clipboard: clipboard(refused) })).toBe('failed');
  });
});
