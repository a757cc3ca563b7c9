import { describeRoleCombatFlows } from '../support/role-combat-flows.js';

describeRoleCombatFlows('desktop');
