#!/usr/bin/env node
// Committed launcher: npm links a bin only if its file exists at install time, and dist/ is
// built after `npm ci`, so the link points here rather than at dist/cli.js.
import '../dist/cli.js';
