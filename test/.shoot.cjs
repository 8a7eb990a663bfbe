// Scratch: screenshots of pages against the dev API on 3310 (not a test).
const { chromium } = require('playwright-core');
(async () => {
  const [, , ...paths] = process.argv;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport: size, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
    for (const p of paths) {
      const [path, action] = p.split('|');
      await page.goto('http://localhost:3310' + path);
      await page.waitForTimeout(1200);
      if (action === 'submit') { await page.locator('form button[type=submit]').click(); await page.waitForTimeout(500); }
      const name = path.replace(/[/?=&]+/g, '_') + (action ? '-' + action : '') + `-${size.width}`;
      await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === '1' });
      console.log('shot', name);
    }
    await context.close();
  }
  await browser.close();
})();
