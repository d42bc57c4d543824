import {
  contractAbiSchema,
  contractAbisResponseSchema,
  registerContractAbiRequestSchema,
} from '../contract-abis';
import { dashboardRead, dashboardWrite } from '../dashboard-endpoint';

/**
 * The ABIs smart-contract calls are decoded with. Their contract needs abitype and viem, so the
 * browser loads this with the answer rather than with every page.
 */
export const contractAbiEndpoints = {
  listContractAbis: dashboardRead('/api/contract-abis', contractAbisResponseSchema),
  registerContractAbi: dashboardWrite(
    'POST',
    '/api/contract-abis',
    contractAbiSchema,
    registerContractAbiRequestSchema,
  ),
  removeContractAbi: dashboardWrite('DELETE', '/api/contract-abis/{id}', 'json'),
};
