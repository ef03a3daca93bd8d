import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The little the chrome and the live connection need of the signed-in user; the full user stays in the query cache. */
export interface SignedInUser {
  id: string;
  name: string;
}

export const signedInUserSlice = createSlice({
  name: 'signedInUser',
  initialState: null as SignedInUser | null,
  reducers: {
    userSignedIn: (_state, { payload }: PayloadAction<SignedInUser>) => payload,
    userSignedOut: () => null,
  },
  selectors: {
    selectSignedInUser: (state) => state,
  },
});

export const { userSignedIn, userSignedOut } = signedInUserSlice.actions;
