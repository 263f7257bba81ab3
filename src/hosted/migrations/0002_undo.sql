-- « Annuler la dernière publication »: the commit that undid a publication (null while it stands).
ALTER TABLE proposals ADD COLUMN undone_commit TEXT;
