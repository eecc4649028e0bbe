// InkPipeline: placeholder until its first file lands.
