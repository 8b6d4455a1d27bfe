import { afterEach, describe, expect, it, vi } from 'vitest';
import { spreadPreloadLinks } from './preload-batches.ts';

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('spreadPreloadLinks', () => {
  it('appends the module preloads a few per task, in their order', async () => {
    vi.useFakeTimers();
    const restore = spreadPreloadLinks(document.head, 2);
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      document.head.appendChild(link('modulepreload', `/${name}.js`));
    expect(preloads()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toEqual(['/a.js', '/b.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    restore();
  });

  it('holds style sheets back in the same line, and appends anything else at once', async () => {
    vi.useFakeTimers();
    const restore = spreadPreloadLinks(document.head, 2);
    document.head.appendChild(link('modulepreload', '/a.js'));
    const sheet = link('stylesheet', '/a.css');
    expect(document.head.appendChild(sheet)).toBe(sheet);
    document.head.appendChild(link('icon', '/a.png'));
    document.head.appendChild(document.createElement('style'));
    expect([...document.head.children].map((element) => element.localName)).toEqual(['link', 'style']);
    await vi.advanceTimersToNextTimerAsync();
    expect(document.head.children).toHaveLength(4);
    expect(sheet.parentNode).toBe(document.head);
    restore();
  });

  it('once restored, appends what waits and no longer holds links back', () => {
    vi.useFakeTimers();
    const restore = spreadPreloadLinks(document.head, 1);
    document.head.appendChild(link('modulepreload', '/a.js'));
    document.head.appendChild(link('modulepreload', '/b.js'));
    restore();
    expect(preloads()).toEqual(['/a.js', '/b.js']);
    document.head.appendChild(link('modulepreload', '/c.js'));
    expect(preloads()).toEqual(['/a.js', '/b.js', '/c.js']);
  });
});
