import { describeGamesFlows } from '../support/games-flows.js';

describeGamesFlows('desktop');
