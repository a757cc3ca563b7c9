import { describeHardChallengeFlows } from '../support/hard-challenge-flows.js';

describeHardChallengeFlows('desktop');
