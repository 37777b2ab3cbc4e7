import { ContractPage } from './contract-page.component';

/** The agent centre's real time salary entry: the shared contract view for REAL_TIME_SALARY. */
export default function RealTimeSalaryPage() {
  return <ContractPage kind="REAL_TIME_SALARY" />;
}
