// Types of the jest-dom matchers the shared jest preset loads (toBeInTheDocument, toHaveAttribute, ...).
import '@testing-library/jest-dom';
