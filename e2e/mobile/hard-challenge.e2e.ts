import { describeHardChallengeFlows } from '../support/hard-challenge-flows.js';

describeHardChallengeFlows('mobile');
