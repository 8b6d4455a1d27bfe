import { afterEach, describe, expect, it } from 'vitest';
import { makeInitialConfig } from '../test/fixtures.ts';
import { embeddedConfigFor, hasFirstScreen, removeFirstScreen, takeEmbeddedConfig } from './first-screen.ts';

/** The page as the server writes it (decision 209): the first screen and the embedded configuration. */
function writeServerPage(json: string) {
  document.body.innerHTML = `<div id="first-screen" inert><p>Sol Nascente</p></div><div id="root"></div>`;
  const script = document.createElement('script');
  script.id = 'hs-config';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

describe("the server's first screen (decision 209)", () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.getElementById('hs-config')?.remove();
  });

  it('gives way once the app draws its first screen', () => {
    writeServerPage('{}');
    expect(hasFirstScreen()).toBe(true);
    removeFirstScreen();
    expect(hasFirstScreen()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('hands the embedded configuration over once, and nothing that is not one', () => {
    const config = makeInitialConfig();
    writeServerPage(JSON.stringify(config));
    expect(takeEmbeddedConfig()).toEqual(config);
    expect(takeEmbeddedConfig()).toBeNull();
    writeServerPage('{"company": 1');
    expect(takeEmbeddedConfig()).toBeNull();
    writeServerPage('{"company": {}}');
    expect(takeEmbeddedConfig()).toBeNull();
  });

  it('is used only for a visit that names no reservation or guest, in the language it was read in', () => {
    const config = makeInitialConfig();
    writeServerPage(JSON.stringify({ ...config, language: 'en-US' }));
    expect(embeddedConfigFor({}, 'pt-BR')).toBeNull();
    writeServerPage(JSON.stringify({ ...config, language: 'en-US' }));
    expect(embeddedConfigFor({ reservationId: 'r1' }, 'en-US')).toBeNull();
    writeServerPage(JSON.stringify({ ...config, language: 'en-US' }));
    expect(embeddedConfigFor({}, 'en-US')).toMatchObject({ language: 'en-US' });
  });
});
