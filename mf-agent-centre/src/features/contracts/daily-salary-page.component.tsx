import { ContractPage } from './contract-page.component';

/** The agent centre's daily salary entry: the shared contract view for DAILY_SALARY. */
export default function DailySalaryPage() {
  return <ContractPage kind="DAILY_SALARY" />;
}
