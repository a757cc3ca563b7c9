import { describeLinkPreviewFlows } from '../support/link-preview-flows.js';

describeLinkPreviewFlows('mobile');
