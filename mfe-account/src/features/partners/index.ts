// The partners feature as other features compose it: settings opens the add-partner dialog.
export { AddPartnerDialog } from './components/add-partner-dialog';
