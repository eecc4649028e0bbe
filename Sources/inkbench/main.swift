print("inkbench")
