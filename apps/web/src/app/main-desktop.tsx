import '../components/ui/tokens.css';
import '../components/ui/base.css';
import { DesktopShell } from './desktop-shell.js';
import { startApp } from './start.js';

void startApp('desktop', DesktopShell);
