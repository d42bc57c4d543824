import { chromium } from '@playwright/test';
const [,, path, out, scheme] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: scheme ?? 'light' });
await page.goto('http://127.0.0.1:4400' + path);
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
await browser.close();
