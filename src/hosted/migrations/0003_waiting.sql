-- Where main is protected: the branch a publication waits on as a request to merge, and the host's page to open it (null while none).
ALTER TABLE proposals ADD COLUMN waiting_branch TEXT;
ALTER TABLE proposals ADD COLUMN waiting_url TEXT;
