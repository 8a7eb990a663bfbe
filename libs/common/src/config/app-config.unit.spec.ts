import { ConfigError, loadConfig } from './app-config';

describe('configuration', () => {
  it('defaults to the local servers', () => {
    expect(loadConfig({})).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
      redisUrl: 'redis://127.0.0.1:6379',
      port: 3000,
      seedDemo: 'auto',
      catalogueCacheTtlMs: 2000,
    });
  });

  it('names every wrong variable in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'mysql://x/y', REDIS_URL: 'pas une url', PORT: '99999', SEED_DEMO: 'parfois' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(message).toContain('DATABASE_URL doit commencer par postgres:// ou postgresql://');
    expect(message).toContain("REDIS_URL n'est pas une URL valide");
    expect(message).toContain('PORT doit être un entier entre 0 et 65535 (reçu « 99999 »)');
    expect(message).toContain('SEED_DEMO doit valoir auto, always, never');
  });

  it('polls the outbox every 500 ms unless told otherwise, within sane bounds', () => {
    expect(loadConfig({}).outboxPollMs).toBe(500);
    expect(loadConfig({ OUTBOX_POLL_MS: '50' }).outboxPollMs).toBe(50);
    expect(() => loadConfig({ OUTBOX_POLL_MS: '0' })).toThrow('OUTBOX_POLL_MS doit être un entier entre 10 et 60000 (reçu « 0 »)');
  });

  it('asks for a database name', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432' })).toThrow(/doit nommer une base de données/);
  });

  it('reads the trusted proxies as a list, and refuses anything but addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(() => loadConfig({ TRUST_PROXY: 'tout le monde' })).toThrow(/TRUST_PROXY doit lister des adresses IP/);
  });

  it('reads the Mondial Relay credentials, both or none, with an Enseigne of 8 characters at most', () => {
    expect(loadConfig({})).toMatchObject({
      mondialRelayEnseigne: '',
      mondialRelayPrivateKey: '',
      mondialRelayUrl: 'https://api.mondialrelay.com/Web_Services.asmx',
    });
    expect(loadConfig({ MONDIAL_RELAY_ENSEIGNE: 'BDTEST13', MONDIAL_RELAY_PRIVATE_KEY: 'PrivateK' })).toMatchObject({
      mondialRelayEnseigne: 'BDTEST13',
      mondialRelayPrivateKey: 'PrivateK',
    });
    expect(() => loadConfig({ MONDIAL_RELAY_ENSEIGNE: 'BDTEST131', MONDIAL_RELAY_PRIVATE_KEY: 'PrivateK' })).toThrow(
      'MONDIAL_RELAY_ENSEIGNE doit compter de 2 à 8 lettres majuscules ou chiffres (reçu « BDTEST131 »)',
    );
    expect(() => loadConfig({ MONDIAL_RELAY_ENSEIGNE: 'BDTEST13' })).toThrow(/vont ensemble/);
    expect(() => loadConfig({ MONDIAL_RELAY_URL: 'ftp://api.mondialrelay.com' })).toThrow(/MONDIAL_RELAY_URL doit commencer par https:\/\/ ou http:\/\//);
  });

  it('draws the relay map with OpenStreetMap by default, or any {z}/{x}/{y} tile server, even one on the shop itself', () => {
    expect(loadConfig({})).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.fr/{z}/{x}/{y}{r}.png', MAP_TILE_ATTRIBUTION: '© Exemple' })).toMatchObject({
      mapTileUrl: 'https://{s}.tiles.example.fr/{z}/{x}/{y}{r}.png',
      mapTileAttribution: '© Exemple',
    });
    expect(loadConfig({ MAP_TILE_URL: '/tuiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe('/tuiles/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.fr/{z}/{x}.png' })).toThrow('MAP_TILE_URL doit contenir {y} (reçu « https://tiles.example.fr/{z}/{x}.png »)');
    expect(() => loadConfig({ MAP_TILE_URL: '//tiles.example.fr/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL n'est pas une URL valide/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.fr/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL doit commencer par https:\/\/ ou http:\/\//);
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: 'x'.repeat(501) })).toThrow('MAP_TILE_ATTRIBUTION doit compter 500 caractères au plus');
  });

  it('uses Monetico test values outside production, requires real ones in production, and checks their shape', () => {
    expect(loadConfig({})).toMatchObject({ moneticoTpe: '0000001', moneticoCompany: 'exemplairetest', bankUrl: 'http://localhost:3001/paiement.cgi' });
    expect(loadConfig({}).moneticoKey).toHaveLength(40);
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/MONETICO_TPE doit être défini en production/);
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      MONETICO_TPE: '1234567',
      MONETICO_KEY: 'A'.repeat(40),
      MONETICO_COMPANY: 'maboutique',
      BANK_URL: 'https://p.monetico-services.com/paiement.cgi',
      METRICS_TOKEN: 'm'.repeat(16),
      SELLER_SIRET: '84321765400014',
      SELLER_VAT_NUMBER: 'FR62843217654',
    };
    expect(loadConfig(prod)).toMatchObject({ moneticoTpe: '1234567', bankUrl: 'https://p.monetico-services.com/paiement.cgi' });
    expect(() => loadConfig({ MONETICO_TPE: '123' })).toThrow(/MONETICO_TPE doit compter 7 caractères/);
    expect(() => loadConfig({ MONETICO_KEY: 'court' })).toThrow(/MONETICO_KEY doit compter 40 caractères/);
  });

  it('leaves the metrics open outside production and requires their token in production', () => {
    expect(loadConfig({}).metricsToken).toBe('');
    expect(loadConfig({ METRICS_TOKEN: 'un-jeton' }).metricsToken).toBe('un-jeton');
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      MONETICO_TPE: '1234567',
      MONETICO_KEY: 'A'.repeat(40),
      MONETICO_COMPANY: 'maboutique',
      BANK_URL: 'https://p.monetico-services.com/paiement.cgi',
      SELLER_SIRET: '84321765400014',
      SELLER_VAT_NUMBER: 'FR62843217654',
    };
    expect(() => loadConfig(prod)).toThrow(/METRICS_TOKEN doit être défini en production/);
    expect(() => loadConfig({ ...prod, METRICS_TOKEN: 'court' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...prod, METRICS_TOKEN: 'k'.repeat(24) }).metricsToken).toBe('k'.repeat(24));
  });

  describe('JWT_SECRET in production', () => {
    const prod = {
      NODE_ENV: 'production',
      MONETICO_TPE: '1234567',
      MONETICO_KEY: 'A'.repeat(40),
      MONETICO_COMPANY: 'maboutique',
      BANK_URL: 'https://p.monetico-services.com/paiement.cgi',
      METRICS_TOKEN: 'm'.repeat(16),
      SELLER_SIRET: '84321765400014',
      SELLER_VAT_NUMBER: 'FR62843217654',
    };
    const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };

    it('refuses the development secret published in the source, naming JWT_SECRET in French', () => {
      const developmentSecret = loadConfig({}).jwtSecret;
      expect(developmentSecret.length).toBeGreaterThanOrEqual(32);
      expect(problemsOf({ ...prod, JWT_SECRET: developmentSecret })).toEqual([
        'JWT_SECRET ne doit pas être la valeur de développement publiée dans le code source : choisissez un secret aléatoire (par exemple `openssl rand -base64 48`)',
      ]);
      expect(() => loadConfig({ ...prod, JWT_SECRET: ` ${developmentSecret} ` })).toThrow(/JWT_SECRET ne doit pas être la valeur de développement/);
    });

    it('refuses a missing secret or one shorter than 32 bytes, and counts bytes, not characters', () => {
      expect(problemsOf(prod)).toEqual(['JWT_SECRET doit être défini en production, 32 octets au moins']);
      expect(problemsOf({ ...prod, JWT_SECRET: 'x'.repeat(31) })).toEqual(['JWT_SECRET doit compter 32 octets au moins en production (reçu 31)']);
      expect(problemsOf({ ...prod, JWT_SECRET: 'é'.repeat(16) })).toEqual([]);
      expect(loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    });

    it('keeps the development secret outside production', () => {
      expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
      expect(problemsOf({ NODE_ENV: 'test', JWT_SECRET: 'court' })).toEqual([]);
    });
  });

  it('keeps a refreshed token valid for the same client 10 seconds by default, 0 to 60', () => {
    expect(loadConfig({}).refreshTokenReuseGraceSeconds).toBe(10);
    expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0' }).refreshTokenReuseGraceSeconds).toBe(0);
    expect(() => loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '61' })).toThrow('REFRESH_TOKEN_REUSE_GRACE_SECONDS doit être un entier entre 0 et 60 (reçu « 61 »)');
  });
});
