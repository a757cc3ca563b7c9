import { describeRoundTrip } from '../roundtrip.test-support.js';
import { honkai3rdNoteGroup } from './note.parser.js';

describeRoundTrip(honkai3rdNoteGroup);
