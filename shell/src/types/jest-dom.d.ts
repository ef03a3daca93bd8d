// jest-dom's matchers (toBeInTheDocument …) are loaded by the shared jest setup; this adds their types.
import '@testing-library/jest-dom';
