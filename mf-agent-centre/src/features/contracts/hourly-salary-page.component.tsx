import { ContractPage } from './contract-page.component';

/** The agent centre's hourly salary entry: the shared contract view for HOURLY_SALARY. */
export default function HourlySalaryPage() {
  return <ContractPage kind="HOURLY_SALARY" />;
}
