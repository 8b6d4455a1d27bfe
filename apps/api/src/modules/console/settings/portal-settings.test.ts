import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IMAGE_MAX_BYTES } from '@hospedar/contracts/console/brand-images';
import { getJson, HOSTS } from '../../../test/api-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { consoleCall, signIn } from '../console-test-client.ts';

const OWNER = { email: 'owner@marazul.example', password: 'Mar Azul owner 2026' };
const DESK = { email: 'desk@marazul.example', password: 'Mar Azul desk 2026' };
const SOL_OWNER = { email: 'owner@solnascente.example', password: 'Sol Nascente owner 2026' };
const HOST = HOSTS.marazul;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----hospedar-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 14, g: 116, b: 144, alpha: 1 } } })
    .png()
    .toBuffer();

describe("console settings of the portal's look, logos, languages and search (decisions 220-229)", () => {
  let testApp: TestApp;
  let owner: string;
  let desk: string;
  let solOwner: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    owner = (await signIn(testApp.app, OWNER.email, OWNER.password, HOST)).cookie;
    desk = (await signIn(testApp.app, DESK.email, DESK.password, HOST)).cookie;
    solOwner = (await signIn(testApp.app, SOL_OWNER.email, SOL_OWNER.password)).cookie;
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'PUT', url: string, body?: object, cookie = owner) =>
    consoleCall(testApp.app, method, url, { host: HOST, cookie, body });
  const guestConfig = async () => (await getJson(testApp.app, '/api/config', { host: HOST })).body.company;
  const upload = (kind: string, bytes: Buffer, filename = 'logo.png', type = 'image/png', cookie = owner) => {
    const form = multipart(bytes, filename, type);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/console/settings/logos/images?kind=${kind}`,
      headers: { host: HOST, origin: `http://${HOST}`, cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('saves the colours and radii, live in /api/config, and keeps the logos', async () => {
    const look = {
      primaryColor: '#7c3aed',
      background: '#faf5ff',
      cardRadius: 20,
      inputRadius: 6,
      buttonRadius: 24,
      chipRadius: 0,
    };
    const before = await guestConfig();
    const saved = await call('PUT', '/api/console/settings/look', look);
    expect(saved).toMatchObject({ status: 200, body: look });
    const after = await guestConfig();
    expect(after.theme).toEqual({ ...before.theme, ...look });
    expect((await call('GET', '/api/console/settings/look')).body).toEqual(look);
    const audit = await call('GET', '/api/console/settings/audit');
    expect(audit.body.entries[0]).toMatchObject({
      section: 'look',
      staffEmail: OWNER.email,
      changedFields: [
        'background',
        'buttonRadius',
        'cardRadius',
        'chipRadius',
        'inputRadius',
        'primaryColor',
      ],
    });
  });

  it('refuses bad colours and radii with 400 and saves nothing', async () => {
    const current = (await call('GET', '/api/console/settings/look')).body;
    for (const patch of [
      { primaryColor: 'red' },
      { primaryColor: '#12345' },
      { background: 'url(javascript:alert(1))' },
      { cardRadius: -1 },
      { buttonRadius: 49 },
      { chipRadius: 2.5 },
      { inputRadius: '8' },
    ]) {
      const answer = await call('PUT', '/api/console/settings/look', { ...current, ...patch });
      expect({ patch, status: answer.status, code: answer.body.code }).toEqual({
        patch,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await call('GET', '/api/console/settings/look')).body).toEqual(current);
  });

  it('uploads a logo (checked, resized to PNG, hashed name), saves it and serves it cached for good', async () => {
    const uploaded = await upload('logo-internal', await png(2000, 1000));
    expect(uploaded.statusCode).toBe(200);
    const { url, width, height } = uploaded.json();
    expect(url).toMatch(/^\/api\/brand-images\/[0-9a-f]{24}\.png$/);
    expect({ width, height }).toEqual({ width: 640, height: 320 });
    // Uploading alone changes nothing for guests.
    expect((await guestConfig()).theme.logo.internal).not.toBe(url);

    const logos = (await call('GET', '/api/console/settings/logos')).body;
    const saved = await call('PUT', '/api/console/settings/logos', {
      ...logos,
      logo: { ...logos.logo, internal: url },
    });
    expect(saved.status).toBe(200);
    expect((await guestConfig()).theme.logo.internal).toBe(url);

    const served = await testApp.app.inject({ method: 'GET', url, headers: { host: HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 640,
      height: 320,
    });
    // Another hotel's host does not serve it.
    const elsewhere = await testApp.app.inject({ method: 'GET', url, headers: { host: HOSTS.solnascente } });
    expect(elsewhere.statusCode).toBe(404);

    // The background: a JPEG photo becomes a WebP no larger than 2400x1600.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#0e7490' } })
      .jpeg()
      .toBuffer();
    const background = await upload('background', photo, 'beach.jpg', 'image/jpeg');
    expect(background.statusCode).toBe(200);
    expect(background.json()).toMatchObject({ width: 2400, height: 1600 });
    expect(background.json().url).toMatch(/\.webp$/);

    // Back to the defaults: Hospedar's logos and no background.
    const reset = await call('PUT', '/api/console/settings/logos', {
      logo: { internal: '/brand/hospedar/logo.svg', external: '/brand/hospedar/logo-white.svg' },
      backgroundUrl: null,
    });
    expect(reset.status).toBe(200);
    expect((await guestConfig()).theme).toMatchObject({
      logo: { internal: '/brand/hospedar/logo.svg', external: '/brand/hospedar/logo-white.svg' },
      backgroundUrl: null,
    });
  });

  it('refuses a non-image, an SVG, a disguised file, a too large one, and no file, with translated codes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const cases = [
      {
        bytes: Buffer.from('just some text'),
        name: 'notes.txt',
        type: 'text/plain',
        code: 'BRAND_IMAGE_NOT_ACCEPTED',
      },
      { bytes: svg, name: 'logo.svg', type: 'image/svg+xml', code: 'BRAND_IMAGE_NOT_ACCEPTED' },
      { bytes: svg, name: 'logo.png', type: 'image/png', code: 'BRAND_IMAGE_NOT_ACCEPTED' },
      { bytes: gif, name: 'logo.png', type: 'image/png', code: 'BRAND_IMAGE_NOT_ACCEPTED' },
      {
        bytes: (await png(40, 40)).subarray(0, 60),
        name: 'cut.png',
        type: 'image/png',
        code: 'BRAND_IMAGE_NOT_ACCEPTED',
      },
      {
        bytes: Buffer.alloc(BRAND_IMAGE_MAX_BYTES + 10, 1),
        name: 'big.png',
        type: 'image/png',
        code: 'BRAND_IMAGE_TOO_LARGE',
      },
      {
        bytes: await png(9000, 10),
        name: 'wide.png',
        type: 'image/png',
        code: 'BRAND_IMAGE_TOO_MANY_PIXELS',
      },
    ];
    for (const { bytes, name, type, code } of cases) {
      const answer = await upload('logo-external', bytes, name, type);
      expect({ name, status: answer.statusCode, code: answer.json().code }).toEqual({
        name,
        status: 400,
        code,
      });
    }
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/console/settings/logos/images?kind=logo-internal',
      headers: { host: HOST, origin: `http://${HOST}`, cookie: owner, 'content-type': 'application/json' },
      payload: {},
    });
    expect({ status: noFile.statusCode, code: noFile.json().code }).toEqual({
      status: 400,
      code: 'BRAND_IMAGE_MISSING',
    });
    const badKind = await upload('favicon', await png(10, 10));
    expect(badKind.statusCode).toBe(400);
  });

  it('refuses logos that are not this hotel’s uploads or defaults, and saves nothing', async () => {
    const current = (await call('GET', '/api/console/settings/logos')).body;
    const solUpload = await testApp.app.inject({
      method: 'POST',
      url: '/api/console/settings/logos/images?kind=logo-internal',
      headers: {
        host: HOSTS.solnascente,
        origin: `http://${HOSTS.solnascente}`,
        cookie: solOwner,
        'content-type': multipart(await png(30, 30), 'a.png', 'image/png').contentType,
      },
      payload: multipart(await png(30, 30), 'a.png', 'image/png').payload,
    });
    expect(solUpload.statusCode).toBe(200);
    for (const internal of [
      'https://evil.example/logo.png',
      '/brand/solnascente/logo.svg',
      '/api/brand-images/000000000000000000000000.png',
      solUpload.json().url,
      'javascript:alert(1)',
    ]) {
      const answer = await call('PUT', '/api/console/settings/logos', {
        ...current,
        logo: { ...current.logo, internal },
      });
      expect({ internal, status: answer.status, code: answer.body.code }).toEqual({
        internal,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await call('GET', '/api/console/settings/logos')).body).toEqual(current);
    // The portal's own files for this hotel are allowed back.
    const own = { ...current, logo: { ...current.logo, internal: '/brand/marazul/logo.svg' } };
    expect((await call('PUT', '/api/console/settings/logos', own)).status).toBe(200);
  });

  it('saves the languages (Portuguese always) and refuses the rest', async () => {
    const saved = await call('PUT', '/api/console/settings/languages', { languages: ['es-ES', 'pt-BR'] });
    expect(saved).toMatchObject({ status: 200, body: { languages: ['pt-BR', 'es-ES'] } });
    expect((await guestConfig()).languages).toEqual(['pt-BR', 'es-ES']);
    for (const languages of [[], ['en-US'], ['pt-BR', 'pt-BR'], ['pt-BR', 'fr-FR']]) {
      const answer = await call('PUT', '/api/console/settings/languages', { languages });
      expect({ languages, status: answer.status }).toEqual({ languages, status: 400 });
    }
    expect((await guestConfig()).languages).toEqual(['pt-BR', 'es-ES']);
    await call('PUT', '/api/console/settings/languages', { languages: ['pt-BR', 'en-US', 'es-ES'] });
  });

  it('saves the search types as the list and the flags together, and refuses inconsistent ones', async () => {
    const before = await call('GET', '/api/console/settings/search');
    expect(before.body).toEqual({ searchTypes: ['reservation', 'mail', 'phone', 'facial_recognition'] });

    const saved = await call('PUT', '/api/console/settings/search', {
      searchTypes: ['name', 'mail', 'reservation'],
    });
    expect(saved).toMatchObject({ status: 200, body: { searchTypes: ['name', 'mail', 'reservation'] } });
    const config = await guestConfig();
    expect(config.parameters.searchTypes).toEqual(['name', 'mail', 'reservation']);
    expect(config.searchFlags).toEqual({
      enableSearchByReservationNumber: true,
      enableSearchByDocument: false,
      enableSearchByEmailOrPhoneNumber: true,
      enableSearchByName: true,
      enableSearchByFacialRecognition: false,
    });
    // The face upload follows at once.
    const face = await testApp.app.inject({
      method: 'POST',
      url: '/api/storage/recognition',
      headers: { host: HOST },
      payload: { ext: 'jpg' },
    });
    expect(face.statusCode).toBe(400);

    for (const searchTypes of [[], ['facial_recognition'], ['mail', 'mail'], ['reservation', 'fax']]) {
      const answer = await call('PUT', '/api/console/settings/search', { searchTypes });
      expect({ searchTypes, status: answer.status }).toEqual({ searchTypes, status: 400 });
    }
    expect((await guestConfig()).parameters.searchTypes).toEqual(['name', 'mail', 'reservation']);
    await call('PUT', '/api/console/settings/search', before.body);
    expect((await guestConfig()).searchFlags.enableSearchByFacialRecognition).toBe(true);
  });

  it("keeps desk members out (403) and another hotel's owner out (404)", async () => {
    const image = await png(20, 20);
    for (const section of ['look', 'logos', 'languages', 'search']) {
      const url = `/api/console/settings/${section}`;
      const current = (await call('GET', url)).body;
      expect((await call('GET', url, undefined, desk)).status).toBe(403);
      expect((await call('PUT', url, current, desk)).status).toBe(403);
      expect((await call('GET', url, undefined, solOwner)).status).toBe(404);
      expect((await call('PUT', url, current, solOwner)).status).toBe(404);
    }
    expect((await upload('logo-internal', image, 'a.png', 'image/png', desk)).statusCode).toBe(403);
    expect((await upload('logo-internal', image, 'a.png', 'image/png', solOwner)).statusCode).toBe(404);
  });
});
