import '../components/ui/tokens.css';
import '../components/ui/base.css';
import { MobileShell } from './mobile-shell.js';
import { watchRootFontSize } from './root-font-size.js';
import { startApp } from './start.js';

// Before the first render, so the first frame already has the right scale.
watchRootFontSize();
void startApp('mobile', MobileShell);
