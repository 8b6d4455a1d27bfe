import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PORTAL_BASE_DOMAIN: 'hospedar.example.com',
  APP_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};

describe('loadConfig', () => {
  it('has defaults for everything, with paths resolved against the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DEFAULT_TENANT: 'solnascente',
      LOG_LEVEL: 'info',
    });
    expect(config.DATA_DIR).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.WEB_DIST_DIR).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
  });

  it('keeps absolute paths and treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/hospedar', DATABASE_URL: '', PORT: '8080' });
    expect(config).toMatchObject({ DATA_DIR: '/tmp/hospedar', PORT: 8080 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad value at once', () => {
    let problems: string[] = [];
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        DEFAULT_TENANT: 'Sol Nascente',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'DATABASE_URL',
      'DEFAULT_TENANT',
    ]);
  });
  it('refuses to start in production without the base domain of links and the shared secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PORTAL_BASE_DOMAIN: Required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET: Required in production/);
    expect(loadConfig(PRODUCTION).PORTAL_BASE_DOMAIN).toBe('hospedar.example.com');
  });

  it('parses the messaging settings; the dev mailbox is on unless in production', () => {
    expect(loadConfig({})).toMatchObject({ DEV_MAILBOX: true, PIN_HOURLY_LIMIT: 6 });
    expect(loadConfig(PRODUCTION).DEV_MAILBOX).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).DEV_MAILBOX).toBe(false);
    expect(
      loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587', PIN_HOURLY_LIMIT: '3' }),
    ).toMatchObject({ SMTP_URL: 'smtp://user:pass@mail.example.com:587', PIN_HOURLY_LIMIT: 3 });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as false, a hop count or a list of proxy addresses, and refuses true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' trusts addresses/);
    for (const bad of ['11', 'yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com', '1.5']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: Must be false/);
    }
  });

  it('refuses a half S3 storage configuration, and S3_* without STORAGE_DRIVER=s3', () => {
    const complete = {
      STORAGE_DRIVER: 's3',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'hospedar-images',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(complete)).toMatchObject({ STORAGE_DRIVER: 's3', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : ['not a ConfigError'];
      }
    };
    expect(problemsOf({ ...complete, S3_SECRET_ACCESS_KEY: '' }).join('\n')).toContain(
      'S3_SECRET_ACCESS_KEY',
    );
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toHaveLength(4);
    expect(problemsOf({ ...complete, STORAGE_DRIVER: 'local' }).join('\n')).toContain('STORAGE_DRIVER');
  });
});
