// Makes sure Debian's Chromium is present for the end-to-end tests (never a Playwright browser download).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package...");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error('Chromium is missing: run "sudo apt-get install -y chromium" and then npm test again.');
    process.exit(1);
  }
}
